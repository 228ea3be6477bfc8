import { describe, expect, it } from 'vitest'
import { formatSizeMB } from './sizes'

describe('formatSizeMB', () => {
  it('divides by 1048576 and keeps two decimals', () => {
    expect(formatSizeMB(1048576)).toBe('1,00 MB')
    expect(formatSizeMB(2621440)).toBe('2,50 MB')
    expect(formatSizeMB(123456)).toBe('121 KB')
    expect(formatSizeMB(1048575)).toBe('1,00 MB')
    expect(formatSizeMB(1047000)).toBe('1022 KB')
    expect(formatSizeMB(300)).toBe('1 KB')
    expect(formatSizeMB(0)).toBe('0 KB')
  })
  it('returns an empty string for missing or invalid sizes', () => {
    expect(formatSizeMB(null)).toBe('')
    expect(formatSizeMB(-1)).toBe('')
    expect(formatSizeMB(Number.NaN)).toBe('')
  })
})
