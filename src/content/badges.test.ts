import { describe, expect, it } from 'vitest'
import { contentBadge } from './badges'

const now = new Date('2025-06-15T12:00:00Z')
const daysAgo = (n: number) => new Date(now.getTime() - n * 86400000).toISOString()

describe('contentBadge', () => {
  it('is Nuovo when created within 60 days', () => {
    expect(contentBadge({ createdAt: daysAgo(10), updatedAt: daysAgo(1) }, now)).toBe('Nuovo')
    expect(contentBadge({ createdAt: daysAgo(60) }, now)).toBe('Nuovo')
  })
  it('is Aggiornato when older but updated within 60 days', () => {
    expect(contentBadge({ createdAt: daysAgo(61), updatedAt: daysAgo(59) }, now)).toBe('Aggiornato')
  })
  it('is none when both are older than 60 days or missing', () => {
    expect(contentBadge({ createdAt: daysAgo(200), updatedAt: daysAgo(61) }, now)).toBeNull()
    expect(contentBadge({}, now)).toBeNull()
  })
})
