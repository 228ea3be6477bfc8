import { describe, expect, it } from 'vitest'
import { newsSortDate } from './news-order'

const now = new Date('2026-11-27T08:00:00.000Z')

describe('newsSortDate', () => {
  it('is the shown update date when there is one', () => {
    expect(newsSortDate({ customUpdateDate: '2026-11-20T12:00:00.000Z' }, { createdAt: '2026-01-01T00:00:00.000Z' }, now)).toBe('2026-11-20T12:00:00.000Z')
  })

  it('else the date the page shows: its creation, or now for a new item', () => {
    expect(newsSortDate({ customUpdateDate: null }, { createdAt: '2026-11-26T09:00:00.000Z', customUpdateDate: '2025-01-01' }, now)).toBe('2026-11-26T09:00:00.000Z')
    expect(newsSortDate({}, undefined, now)).toBe('2026-11-27T08:00:00.000Z')
  })

  it('keeps the stored update date when a save does not send it', () => {
    expect(newsSortDate({}, { customUpdateDate: '2026-10-01T12:00:00.000Z', createdAt: '2026-01-01' }, now)).toBe('2026-10-01T12:00:00.000Z')
  })
})
