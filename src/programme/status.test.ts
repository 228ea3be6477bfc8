import { describe, expect, it } from 'vitest'
import { announcementBadge, avvisoState, avvisoStatus, deadlineText } from './status'

const now = new Date('2025-06-15T12:00:00Z')
const days = (n: number) => new Date(now.getTime() + n * 86400000).toISOString()

describe('avvisoStatus', () => {
  it('tells the five states from the CMS state and the dates', () => {
    expect(avvisoStatus({ status: 'PUBBLICATO', startDate: days(3), endDate: days(60) }, now)).toBe('Di prossima apertura')
    expect(avvisoStatus({ status: 'PUBBLICATO', startDate: days(-3), endDate: days(60) }, now)).toBe('Aperto')
    expect(avvisoStatus({ status: 'PUBBLICATO', startDate: days(-40), endDate: days(9) }, now)).toBe('In scadenza')
    expect(avvisoStatus({ status: 'PUBBLICATO', startDate: days(-40), endDate: days(-1) }, now)).toBe('Chiuso')
    expect(avvisoStatus({ status: 'CHIUSO', startDate: days(-40), endDate: days(30) }, now)).toBe('Chiuso')
    expect(avvisoStatus({ status: undefined, startDate: days(-40), endDate: days(30) }, now)).toBe('Chiuso')
  })
  it('shows a suspended avviso as Sospeso, even with its closing date ahead (it was «Chiuso» with an active Candidati)', () => {
    expect(avvisoStatus({ status: 'SOSPESO', startDate: days(-40), endDate: days(45) }, now)).toBe('Sospeso')
    expect(avvisoState({ status: 'SOSPESO', startDate: days(-40), endDate: days(45) }, now).daysLeft).toBeNull()
  })
})

describe('days left and badge', () => {
  it('counts whole days to the closing date and says them in Italian', () => {
    expect(avvisoState({ status: 'PUBBLICATO', startDate: days(-40), endDate: days(9.5) }, now)).toEqual({ status: 'In scadenza', badge: null, daysLeft: 9 })
    expect(deadlineText(9)).toBe('scade tra 9 giorni')
    expect(deadlineText(1)).toBe('scade domani')
    expect(deadlineText(0)).toBe('scade oggi')
  })
  it('is Nuovo only while it accepts applications, in its first 15 days', () => {
    expect(announcementBadge({ status: 'PUBBLICATO', startDate: days(-3), endDate: days(5) }, now)).toBe('Nuovo')
    expect(announcementBadge({ status: 'PUBBLICATO', startDate: days(-15), endDate: days(90) }, now)).toBe('Nuovo')
    expect(announcementBadge({ status: 'PUBBLICATO', startDate: days(-16), endDate: days(90) }, now)).toBeNull()
    expect(announcementBadge({ status: 'SOSPESO', startDate: days(-3), endDate: days(90) }, now)).toBeNull()
  })
})
