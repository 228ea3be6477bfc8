import { describe, expect, it } from 'vitest'
import { announcementBadge, announcementStatusLabel, hasOpenAnnouncements } from './announcements'

const now = new Date('2025-06-15T12:00:00Z')
const days = (n: number) => new Date(now.getTime() + n * 86400000).toISOString()

describe('announcementStatusLabel', () => {
  it('shows PUBBLICATO as Aperto and anything else as Chiuso', () => {
    expect(announcementStatusLabel('PUBBLICATO')).toBe('Aperto')
    expect(announcementStatusLabel('CHIUSO')).toBe('Chiuso')
    expect(announcementStatusLabel('SOSPESO')).toBe('Chiuso')
    expect(announcementStatusLabel(undefined)).toBe('Chiuso')
  })
})

describe('announcementBadge', () => {
  it('is Nuovo when started within 15 days', () => {
    expect(announcementBadge({ startDate: days(-3), endDate: days(5) }, now)).toBe('Nuovo')
    expect(announcementBadge({ startDate: days(-15), endDate: days(90) }, now)).toBe('Nuovo')
  })
  it('is In scadenza when the end is in the future and within 15 days', () => {
    expect(announcementBadge({ startDate: days(-40), endDate: days(14) }, now)).toBe('In scadenza')
  })
  it('is none when old and far from the end, or already ended', () => {
    expect(announcementBadge({ startDate: days(-40), endDate: days(16) }, now)).toBeNull()
    expect(announcementBadge({ startDate: days(-40), endDate: days(-1) }, now)).toBeNull()
    expect(announcementBadge({ startDate: days(3), endDate: days(40) }, now)).toBeNull()
  })
})

describe('hasOpenAnnouncements', () => {
  it('needs at least one PUBBLICATO', () => {
    expect(hasOpenAnnouncements([])).toBe(false)
    expect(hasOpenAnnouncements([{ status: 'CHIUSO' }])).toBe(false)
    expect(hasOpenAnnouncements([{ status: 'CHIUSO' }, { status: 'PUBBLICATO' }])).toBe(true)
  })
})
