import { describe, expect, it } from 'vitest'
import { isWithinLastDays, isWithinNextDays } from './date-window'
import { dayArticle, formatLongDate, formatShortDate, isoDay } from './dates'

describe('formatLongDate', () => {
  it('writes the Italian long month', () => {
    expect(formatLongDate('2025-03-03T10:00:00Z')).toBe('3 marzo 2025')
  })

  it('uses the Rome calendar day near midnight UTC (winter, UTC+1)', () => {
    expect(formatLongDate('2025-01-31T23:30:00Z')).toBe('1° febbraio 2025')
    expect(formatLongDate('2025-01-31T22:59:00Z')).toBe('31 gennaio 2025')
  })

  it('follows daylight saving time (summer, UTC+2)', () => {
    expect(formatLongDate('2025-07-31T22:30:00Z')).toBe('1° agosto 2025')
    expect(formatLongDate('2025-07-31T21:59:00Z')).toBe('31 luglio 2025')
  })

  it('handles the DST switch nights', () => {
    // 30 March 2025: clocks go forward at 01:00 UTC; 26 October 2025: back at 01:00 UTC
    expect(formatLongDate('2025-03-29T23:30:00Z')).toBe('30 marzo 2025')
    expect(formatLongDate('2025-10-25T22:30:00Z')).toBe('26 ottobre 2025')
    expect(formatLongDate('2025-10-25T21:30:00Z')).toBe('25 ottobre 2025')
  })

  it('returns an empty string for missing or invalid dates', () => {
    expect(formatLongDate(null)).toBe('')
    expect(formatLongDate('')).toBe('')
    expect(formatLongDate('non una data')).toBe('')
  })
})

describe('Italian article and ordinal', () => {
  it('writes the first of the month as an ordinal, no other day', () => {
    expect(formatLongDate('2025-11-01T10:00:00Z')).toBe('1° novembre 2025')
    expect(formatLongDate('2025-11-11T10:00:00Z')).toBe('11 novembre 2025')
    expect(formatLongDate('2025-11-21T10:00:00Z')).toBe('21 novembre 2025')
  })

  it('elides the article before 8 and 11 only', () => {
    expect(dayArticle('2025-11-11T10:00:00Z')).toBe('l’')
    expect(dayArticle('2025-03-08T10:00:00Z')).toBe('l’')
    expect(dayArticle('2025-11-01T10:00:00Z')).toBe('il ')
    expect(dayArticle('2025-11-18T10:00:00Z')).toBe('il ')
    expect(dayArticle('2025-11-28T10:00:00Z')).toBe('il ')
    expect(dayArticle(null)).toBe('')
  })

  it('takes the day of the Rome calendar', () => {
    // 23:30 UTC on 10 November is already the 11th in Rome
    expect(dayArticle('2025-11-10T23:30:00Z')).toBe('l’')
    expect(`${dayArticle('2025-10-31T23:30:00Z')}${formatLongDate('2025-10-31T23:30:00Z')}`).toBe('il 1° novembre 2025')
  })
})

describe('short and ISO day', () => {
  it('formats dd/mm/yyyy and the Rome ISO day', () => {
    expect(formatShortDate('2025-12-31T23:15:00Z')).toBe('01/01/2026')
    expect(isoDay('2025-12-31T23:15:00Z')).toBe('2026-01-01')
  })
})

describe('day windows', () => {
  const now = new Date('2025-06-15T12:00:00Z')
  it('counts the last N days inclusively and rejects the future', () => {
    expect(isWithinLastDays('2025-04-16T12:00:00Z', 60, now)).toBe(true)
    expect(isWithinLastDays('2025-04-16T11:59:59Z', 60, now)).toBe(false)
    expect(isWithinLastDays('2025-06-16T12:00:00Z', 60, now)).toBe(false)
  })
  it('counts the next N days and rejects the past', () => {
    expect(isWithinNextDays('2025-06-30T12:00:00Z', 15, now)).toBe(true)
    expect(isWithinNextDays('2025-06-30T12:00:01Z', 15, now)).toBe(false)
    expect(isWithinNextDays('2025-06-15T11:00:00Z', 15, now)).toBe(false)
  })
})
