import { describe, expect, it } from 'vitest'
import { readItalianDate, readSchedule, readStoredDate, romeInstant } from './italian-date'

describe('readItalianDate', () => {
  it('reads the day first', () => {
    expect(readItalianDate('01/12/2026')).toEqual({ ok: true, value: { year: 2026, month: 12, day: 1, hour: 0, minute: 0 } })
    expect(readItalianDate('30/11/2026')).toEqual({ ok: true, value: { year: 2026, month: 11, day: 30, hour: 0, minute: 0 } })
    expect(readItalianDate('1/2/2027').ok).toBe(true)
    expect(readItalianDate('29.02.2028').ok).toBe(true)
  })

  it('reads a 24-hour time where the field has one', () => {
    expect(readItalianDate('27/11/2026 17:05', true)).toEqual({ ok: true, value: { year: 2026, month: 11, day: 27, hour: 17, minute: 5 } })
    expect(readItalianDate('27/11/2026 17:05').ok).toBe(false)
    expect(readItalianDate('27/11/2026 25:00', true).ok).toBe(false)
  })

  it('empty is no date', () => {
    expect(readItalianDate(' ')).toEqual({ ok: true, value: null })
  })

  it('refuses, in Italian, what is not a day that exists', () => {
    for (const text of ['31/02/2026', '12/13/2026', '00/01/2026', '29/02/2027', 'domani', '2026-12-01', '01/12/26', 'Nov 27, 2026']) {
      const read = readItalianDate(text)
      expect(read.ok, text).toBe(false)
      if (!read.ok) expect(read.error).toBe(`«${text}» non è una data valida: scrivila come gg/mm/aaaa, per esempio 01/12/2026 per il 1° dicembre 2026. La data salvata non è cambiata.`)
    }
  })
})

describe('readSchedule', () => {
  const now = new Date('2026-11-27T12:00:00Z')
  it('reads Rome’s clock, winter and summer time, whatever the zone', () => {
    expect(readSchedule('15/12/2026', '14:30', now)).toEqual({ ok: true, date: new Date('2026-12-15T13:30:00Z') })
    expect(readSchedule('1/7/2027', '9:05', now)).toEqual({ ok: true, date: new Date('2027-07-01T07:05:00Z') })
    expect(romeInstant({ year: 2027, month: 3, day: 28, hour: 3, minute: 0 }).toISOString()).toBe('2027-03-28T01:00:00.000Z')
  })
  it('refuses on its field a day that does not exist, an unreadable time, a moment past', () => {
    const feb = readSchedule('31/02/2027', '14:30', now)
    expect(feb.ok).toBe(false)
    expect(!feb.ok && feb.day).toContain('«31/02/2027» non è un giorno valido')
    expect(!feb.ok && feb.time).toBeUndefined()
    const late = readSchedule('15/12/2026', '25:00', now)
    expect(!late.ok && late.time).toContain('«25:00» non è un’ora valida')
    expect(readSchedule('12/15/2026', '2:30 PM', now).ok).toBe(false)
    expect(readSchedule('', '', now)).toMatchObject({ ok: false, day: expect.any(String), time: expect.any(String) })
    expect(readSchedule('27/11/2026', '12:59', now)).toMatchObject({ ok: false, day: expect.stringContaining('già passato') })
  })
})

describe('readStoredDate (REST, local API, imports, jobs: issue 38, problem 1)', () => {
  it('refuses a day that does not exist, never moving it to another day', () => {
    for (const v of ['2027-02-30', '2027-02-30T10:00:00.000Z', '31/02/2027', '2027-13-01', '2026-11-31', 'domani', '2027-02-28T25:00:00Z', 42, {}]) {
      const read = readStoredDate(v)
      expect(read.ok, String(v)).toBe(false)
      if (!read.ok) expect(read.error).toMatch(/non è una data che esiste: scrivila come gg\/mm\/aaaa/)
    }
  })

  it('keeps an ISO instant, stores a day at noon UTC as the day picker does, reads gg/mm/aaaa on Rome’s clock', () => {
    expect(readStoredDate('2027-02-28T09:30:00.000Z')).toEqual({ ok: true, value: '2027-02-28T09:30:00.000Z' })
    expect(readStoredDate('2027-02-28T10:30:00+01:00')).toEqual({ ok: true, value: '2027-02-28T09:30:00.000Z' })
    expect(readStoredDate('2028-02-29')).toEqual({ ok: true, value: '2028-02-29T12:00:00.000Z' })
    expect(readStoredDate('28/02/2027')).toEqual({ ok: true, value: '2027-02-28T12:00:00.000Z' })
    expect(readStoredDate('01/07/2027 09:30', true)).toEqual({ ok: true, value: '2027-07-01T07:30:00.000Z' })
    expect(readStoredDate(new Date('2027-01-01T00:00:00Z'))).toEqual({ ok: true, value: '2027-01-01T00:00:00.000Z' })
    expect(readStoredDate(null)).toEqual({ ok: true, value: null })
    expect(readStoredDate('')).toEqual({ ok: true, value: null })
  })
})
