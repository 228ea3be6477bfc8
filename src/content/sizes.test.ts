import { describe, expect, it } from 'vitest'
import { formatSizeMB } from './sizes'

describe('formatSizeMB', () => {
  it('divides by 1048576 and keeps two decimals', () => {
    expect(formatSizeMB(1048576)).toBe('1,00 MB')
    expect(formatSizeMB(2621440)).toBe('2,50 MB')
    expect(formatSizeMB(123456)).toBe('0,12 MB')
    expect(formatSizeMB(0)).toBe('0,00 MB')
  })
  it('shows a small but non-empty file as 0,01 MB', () => {
    expect(formatSizeMB(1400)).toBe('0,01 MB')
  })
  it('returns an empty string for missing or invalid sizes', () => {
    expect(formatSizeMB(null)).toBe('')
    expect(formatSizeMB(-1)).toBe('')
    expect(formatSizeMB(Number.NaN)).toBe('')
  })
})
