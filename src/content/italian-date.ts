/**
 * Dates as an Italian editor types them: day first (gg/mm/aaaa), 24-hour time (HH:mm).
 * Pure: the admin's date fields check what was typed with it before anything is saved.
 */
type DateParts = { year: number; month: number; day: number; hour: number; minute: number }
export type ReadDate = { ok: true; value: DateParts | null } | { ok: false; error: string }

const DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/
const TIME = /^(\d{1,2})[:.](\d{2})$/

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate()

/** The formats typed dates are accepted in by the admin's picker (the first is how it shows them). */
export const DAY_FORMATS = ['dd/MM/yyyy', 'd/M/yyyy', 'dd.MM.yyyy', 'd.M.yyyy', 'dd-MM-yyyy']
export const DAY_TIME_FORMATS = ['dd/MM/yyyy HH:mm', 'd/M/yyyy H:mm', 'dd/MM/yyyy H:mm', 'd/M/yyyy HH:mm', 'dd.MM.yyyy HH:mm']

function wrong(text: string, withTime: boolean): ReadDate {
  const example = withTime ? 'gg/mm/aaaa hh:mm, per esempio 01/12/2026 09:30' : 'gg/mm/aaaa, per esempio 01/12/2026 per il 1° dicembre 2026'
  return { ok: false, error: `«${text.trim()}» non è una data valida: scrivila come ${example}. La data salvata non è cambiata.` }
}

/** A typed date (and time, when the field has one); empty is no date. A day that does not exist is refused, never moved. */
export function readItalianDate(text: string, withTime = false): ReadDate {
  const t = text.trim().replace(/\s+/g, ' ')
  if (!t) return { ok: true, value: null }
  const [datePart = '', timePart, extra] = t.split(' ')
  const d = DATE.exec(datePart)
  const tm = timePart === undefined ? null : TIME.exec(timePart)
  if (!d || extra !== undefined || (timePart !== undefined && (!withTime || !tm))) return wrong(text, withTime)
  const [day, month, year] = [Number(d[1]), Number(d[2]), Number(d[3])]
  const [hour, minute] = tm ? [Number(tm[1]), Number(tm[2])] : [0, 0]
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month) || hour > 23 || minute > 59) return wrong(text, withTime)
  return { ok: true, value: { year, month, day, hour, minute } }
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/

export type StoredDate = { ok: true; value: string | null } | { ok: false; error: string }

/**
 * A date as it comes from outside the form (REST, local API, imports, jobs): an ISO date whose
 * day exists («2027-02-30» is refused, never read as 2 March), a Date, or an Italian gg/mm/aaaa
 * (HH:mm) on Rome's clock. The value to store (ISO), or the sentence that says how to write it.
 */
export function readStoredDate(value: unknown, withTime = false): StoredDate {
  if (value === null || value === undefined || value === '') return { ok: true, value: null }
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? wrongStored(String(value), withTime) : { ok: true, value: value.toISOString() }
  if (typeof value !== 'string') return wrongStored(JSON.stringify(value) ?? String(value), withTime)
  const text = value.trim()
  const iso = ISO.exec(text)
  if (iso) {
    const [year, month, day, hour = 0, minute = 0, second = 0] = iso.slice(1, 7).map((x) => Number(x ?? 0))
    const exists = month >= 1 && month <= 12 && day >= 1 && day <= daysIn(year, month) && hour < 24 && minute < 60 && second < 60
    const at = Date.parse(iso[4] === undefined ? `${text}T12:00:00Z` : text)
    return exists && !Number.isNaN(at) ? { ok: true, value: new Date(at).toISOString() } : wrongStored(text, withTime)
  }
  const typed = readItalianDate(text, withTime)
  if (!typed.ok || !typed.value) return wrongStored(text, withTime)
  const p = typed.value
  // A day without a time is stored at noon UTC, as the admin's day picker stores it.
  return { ok: true, value: (/\s/.test(text) ? romeInstant(p) : new Date(Date.UTC(p.year, p.month - 1, p.day, 12))).toISOString() }
}

function wrongStored(text: string, withTime: boolean): StoredDate {
  const example = withTime ? 'gg/mm/aaaa hh:mm (per esempio 01/12/2026 09:30) o 2026-12-01T09:30:00+01:00' : 'gg/mm/aaaa (per esempio 01/12/2026) o 2026-12-01'
  return { ok: false, error: `«${text}» non è una data che esiste: scrivila come ${example}. Non è stato salvato nulla.` }
}

const ROME_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Rome',
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
})

/** How far Rome's clock is ahead of UTC at `at`, in ms (one hour in winter, two in summer). */
function romeOffset(at: number): number {
  const p = Object.fromEntries(ROME_PARTS.formatToParts(new Date(at)).map((x) => [x.type, Number(x.value)]))
  return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!) - Math.floor(at / 60_000) * 60_000
}

/** The instant a day and time on Rome's clock name, whatever the browser's or server's zone. */
export function romeInstant(p: DateParts): Date {
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute)
  const first = wall - romeOffset(wall)
  return new Date(wall - romeOffset(first))
}

export type ReadSchedule = { ok: true; date: Date } | { ok: false; day?: string; time?: string }

/**
 * The day (gg/mm/aaaa) and time (hh:mm, 24 hours) of a scheduled publishing, on Rome's clock; a
 * day that does not exist, a time that cannot be read or a moment already past is an error on
 * its field, never another day.
 */
export function readSchedule(dayText: string, timeText: string, now = new Date()): ReadSchedule {
  const day = dayText.trim()
  const time = timeText.trim()
  const d = readItalianDate(day)
  const dayError = !day
    ? 'Scrivi il giorno come gg/mm/aaaa, per esempio 15/12/2026.'
    : !d.ok
      ? `«${day}» non è un giorno valido: scrivilo come gg/mm/aaaa, per esempio 15/12/2026.`
      : undefined
  const tm = TIME.exec(time)
  const timeOk = tm && Number(tm[1]) < 24 && Number(tm[2]) < 60
  const timeError = timeOk ? undefined : time ? `«${time}» non è un’ora valida: scrivila come hh:mm (24 ore), per esempio 14:30.` : 'Scrivi l’ora come hh:mm (24 ore), per esempio 14:30.'
  if (dayError || timeError || !d.ok || !d.value || !tm) return { ok: false, day: dayError, time: timeError }
  const date = romeInstant({ ...d.value, hour: Number(tm[1]), minute: Number(tm[2]) })
  if (date.getTime() <= now.getTime()) return { ok: false, day: 'Questo momento è già passato: scegli un giorno e un’ora futuri.' }
  return { ok: true, date }
}
