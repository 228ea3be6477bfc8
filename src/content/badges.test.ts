import { describe, expect, it } from 'vitest'
import { contentBadge, freshBadge } from './badges'

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

describe('freshBadge', () => {
  it('is null when the item has no badge at render time: none can appear later', () => {
    expect(freshBadge({ createdAt: daysAgo(200), updatedAt: daysAgo(100) }, now)).toBeNull()
  })
  it('carries the render’s badge and the dates, so a later day gives a later answer', () => {
    const badge = freshBadge({ createdAt: daysAgo(59), updatedAt: daysAgo(30) }, now)!
    expect(badge.initial).toBe('Nuovo')
    const threeDaysLater = new Date(now.getTime() + 3 * 86400000)
    expect(contentBadge(badge, threeDaysLater)).toBe('Aggiornato')
    const fortyDaysLater = new Date(now.getTime() + 40 * 86400000)
    expect(contentBadge(badge, fortyDaysLater)).toBeNull()
  })
})
