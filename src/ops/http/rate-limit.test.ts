import { describe, expect, it } from 'vitest'
import { hit, resetRateLimits } from './rate-limit'

describe('rate limit', () => {
  it('allows the limit, then refuses until the window slides', () => {
    resetRateLimits()
    const rule = { limit: 2, windowMs: 1000 }
    expect(hit('k', rule, 0).allowed).toBe(true)
    expect(hit('k', rule, 10).allowed).toBe(true)
    expect(hit('k', rule, 20)).toEqual({ allowed: false, retryAfterS: 1 })
    expect(hit('k', rule, 1001).allowed).toBe(true)
  })
})
