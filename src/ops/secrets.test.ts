import { describe, expect, it } from 'vitest'
import { DEVELOPMENT_SECRET, derivedKey, masterSecret, verifyingSecrets } from './secrets'

const GOOD = 'x'.repeat(40)

describe('secrets', () => {
  it('production refuses a missing, short or development secret (the build may use a placeholder)', () => {
    for (const PAYLOAD_SECRET of [undefined, 'corto', DEVELOPMENT_SECRET]) {
      expect(() => masterSecret({ NODE_ENV: 'production', PAYLOAD_SECRET })).toThrow(/^Avvio rifiutato: PAYLOAD_SECRET/)
      expect(masterSecret({ NODE_ENV: 'production', PAYLOAD_SECRET, NEXT_PHASE: 'phase-production-build' })).not.toBe(DEVELOPMENT_SECRET)
    }
    expect(masterSecret({ NODE_ENV: 'production', PAYLOAD_SECRET: GOOD })).toBe(GOOD)
    expect(masterSecret({ NODE_ENV: 'development' })).toBe(DEVELOPMENT_SECRET)
  })

  it('derives one independent key per purpose', () => {
    const keys = (['payload', 'captcha', 'feedback', 'newsletter', 'revalidate'] as const).map((p) => derivedKey(p, GOOD))
    expect(new Set(keys).size).toBe(5)
    expect(keys.every((k) => /^[0-9a-f]{64}$/.test(k) && !k.includes(GOOD))).toBe(true)
    expect(derivedKey('captcha', GOOD)).toBe(derivedKey('captcha', GOOD))
    expect(derivedKey('captcha', GOOD)).not.toBe(derivedKey('captcha', 'y'.repeat(40)))
  })

  it('accepts the previous secret while rotating', () => {
    expect(verifyingSecrets({ NODE_ENV: 'production', PAYLOAD_SECRET: GOOD, PAYLOAD_SECRET_PREVIOUS: 'z'.repeat(32) })).toEqual([GOOD, 'z'.repeat(32)])
    expect(verifyingSecrets({ NODE_ENV: 'production', PAYLOAD_SECRET: GOOD, PAYLOAD_SECRET_PREVIOUS: DEVELOPMENT_SECRET })).toEqual([GOOD])
  })
})
