import { describe, expect, it } from 'vitest'
import { italianLockDate } from './AdminA11y.client'

describe('the lock notice’s date (issue 38, problem 7)', () => {
  it('is written gg/mm/aaaa HH:mm on Rome’s clock, not «Nov 27, 2026, 11:27 PM»', () => {
    // The tests run in UTC: 11:27 PM UTC is 00:27 of the next day in Rome (winter time).
    expect(italianLockDate('Nov 27, 2026, 11:27 PM')).toBe('28/11/2026 00:27')
    expect(italianLockDate('Jul 1, 2026, 9:05 AM')).toBe('01/07/2026 11:05')
    expect(italianLockDate('Jan 2, 2027, 12:00 AM')).toBe('02/01/2027 01:00')
  })

  it('leaves anything else alone', () => {
    expect(italianLockDate('27/11/2026 23:27')).toBeNull()
    expect(italianLockDate('Redazione demo')).toBeNull()
  })
})
