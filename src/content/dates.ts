/** Italian dates in the Europe/Rome time zone (spec section 9). */

import { toDate } from './date-window'

const TIME_ZONE = 'Europe/Rome'

const FORMATS = {
  longDate: ['it-IT', { day: 'numeric', month: 'long', year: 'numeric' }],
  shortDate: ['it-IT', { day: '2-digit', month: '2-digit', year: 'numeric' }],
  dateTime: ['it-IT', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }],
  day: ['en-GB', { day: 'numeric' }],
  isoDay: ['en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }],
} as const satisfies Record<string, [string, Intl.DateTimeFormatOptions]>

const made = new Map<keyof typeof FORMATS, Intl.DateTimeFormat>()

/**
 * Each formatter made on first use and kept: a time-zone formatter costs milliseconds to make
 * (about 10 in Chromium on this machine), and this module is in every page's JavaScript.
 */
function formatter(name: keyof typeof FORMATS): Intl.DateTimeFormat {
  let f = made.get(name)
  if (!f) {
    const [locale, options] = FORMATS[name]
    f = new Intl.DateTimeFormat(locale, { timeZone: TIME_ZONE, ...options })
    made.set(name, f)
  }
  return f
}

/** "3 marzo 2025", "1° novembre 2025" (the first of the month is an ordinal); empty string for a missing or invalid date. */
export function formatLongDate(value: string | Date | null | undefined): string {
  const date = toDate(value)
  return date ? formatter('longDate').format(date).replace(/^1 /, '1° ') : ''
}

/**
 * The article before a date in the Rome calendar: elided before a vowel sound
 * ("l’8 marzo", "l’11 novembre"), "il" otherwise ("il 1° novembre", "il 3 marzo").
 */
export function dayArticle(value: string | Date | null | undefined): 'il ' | 'l’' | '' {
  const date = toDate(value)
  if (!date) return ''
  const day = Number(formatter('day').format(date))
  return day === 8 || day === 11 ? 'l’' : 'il '
}

/** "03/03/2025"; empty string for a missing or invalid date. */
export function formatShortDate(value: string | Date | null | undefined): string {
  const date = toDate(value)
  return date ? formatter('shortDate').format(date) : ''
}

/** "03/03/2025 14:05" (Rome time, 24-hour clock); empty string for a missing or invalid date. */
export function formatDateTime(value: string | Date | null | undefined): string {
  const date = toDate(value)
  return date ? formatter('dateTime').format(date).replace(',', '') : ''
}

/** The calendar day in Rome as YYYY-MM-DD, for <time dateTime>. */
export function isoDay(value: string | Date | null | undefined): string {
  const date = toDate(value)
  if (!date) return ''
  return formatter('isoDay').format(date)
}
