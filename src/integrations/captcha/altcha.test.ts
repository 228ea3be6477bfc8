import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { describe, expect, it } from 'vitest'
import { altchaChallenge, altchaSettingsFromEnv, verifyAltchaToken } from './altcha'
import { memoryStore } from './memory-store'

const settings = { secret: 'segreto-di-prova', cost: 50, maxCounter: 200 }
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64')

async function solvedToken(now = Date.now()) {
  const challenge = await altchaChallenge({ ...settings, now: () => now })
  const solution = await solveChallenge({ challenge, deriveKey })
  expect(solution).not.toBeNull()
  return { challenge, solution: solution!, token: encode({ challenge, solution }) }
}

describe('ALTCHA', () => {
  it('signs a challenge that expires after 110 seconds', async () => {
    const now = Date.UTC(2026, 0, 1)
    const challenge = await altchaChallenge({ ...settings, now: () => now })
    expect(challenge.parameters.expiresAt).toBe(now / 1000 + 110)
    expect(challenge.parameters.algorithm).toBe('PBKDF2/SHA-256')
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/)
  })

  it('accepts a solved token once, then refuses the replay', async () => {
    const store = memoryStore()
    const { token } = await solvedToken()
    expect(await verifyAltchaToken(token, { ...settings, store })).toEqual({ ok: true })
    expect(await verifyAltchaToken(token, { ...settings, store })).toEqual({ ok: false, reason: 'già usato' })
    expect(store.keys.size).toBe(1)
  })

  it('issue 37: accepts the token again for a retry of the request that spent it, never for another', async () => {
    const store = memoryStore()
    const { token } = await solvedToken()
    // The first try spent the token on an instance killed before it stored the request.
    expect(await verifyAltchaToken(token, { ...settings, store }, 'richiesta-1')).toEqual({ ok: true })
    expect(await verifyAltchaToken(token, { ...settings, store }, 'richiesta-1')).toEqual({ ok: true })
    expect(await verifyAltchaToken(token, { ...settings, store }, 'richiesta-2')).toEqual({ ok: false, reason: 'già usato' })
    expect(await verifyAltchaToken(token, { ...settings, store })).toEqual({ ok: false, reason: 'già usato' })
  })

  it('refuses an expired token', async () => {
    const store = memoryStore()
    const { token } = await solvedToken()
    const later = Date.now() + 111_000
    expect(await verifyAltchaToken(token, { ...settings, store, now: () => later })).toEqual({ ok: false, reason: 'scaduto' })
    expect(store.keys.size).toBe(0)
  })

  it('refuses a token signed with another key', async () => {
    const { token } = await solvedToken()
    expect(await verifyAltchaToken(token, { ...settings, secret: 'altro-segreto', store: memoryStore() })).toEqual({ ok: false, reason: 'non valido' })
  })

  it('refuses tampered challenges and solutions, and stores nothing for them', async () => {
    const store = memoryStore()
    const { challenge, solution } = await solvedToken()
    const tampered = [
      { challenge: { ...challenge, parameters: { ...challenge.parameters, expiresAt: challenge.parameters.expiresAt! + 3600 } }, solution },
      { challenge: { ...challenge, parameters: { ...challenge.parameters, cost: 1 } }, solution },
      { challenge, solution: { ...solution, derivedKey: '00'.repeat(32) } },
      { challenge: { ...challenge, signature: '0'.repeat(64) }, solution },
    ]
    for (const payload of tampered) {
      expect(await verifyAltchaToken(encode(payload), { ...settings, store })).toEqual({ ok: false, reason: 'non valido' })
    }
    expect(store.keys.size).toBe(0)
  })

  it('treats a re-encoded copy of a used token (other counter, same challenge) as a replay', async () => {
    const store = memoryStore()
    const { challenge, solution, token } = await solvedToken()
    expect(await verifyAltchaToken(token, { ...settings, store })).toEqual({ ok: true })
    const copy = encode({ challenge, solution: { ...solution, counter: solution.counter + 1 } })
    expect(await verifyAltchaToken(copy, { ...settings, store })).toEqual({ ok: false, reason: 'già usato' })
  })

  it.each([
    [undefined, 'mancante'],
    ['', 'mancante'],
    [42, 'non valido'],
    [{ challenge: {} }, 'non valido'],
    [['a'], 'non valido'],
    ['non-base64-!!', 'non valido'],
    [encode([1, 2]), 'non valido'],
    [encode({ challenge: null, solution: null }), 'non valido'],
    [encode({ challenge: { parameters: {}, signature: 'x' }, solution: { counter: 'uno', derivedKey: 'x' } }), 'non valido'],
    ['A'.repeat(9000), 'non valido'],
  ])('refuses a token of the wrong shape (%#)', async (token, reason) => {
    expect(await verifyAltchaToken(token, { ...settings, store: memoryStore() })).toEqual({ ok: false, reason })
  })

  it('reads its settings from the environment, with sane fallbacks', () => {
    expect(altchaSettingsFromEnv({ ALTCHA_COST: '10', ALTCHA_MAX_COUNTER: '100' }, 'p')).toEqual({ secret: 'p', cost: 10, maxCounter: 100 })
    expect(altchaSettingsFromEnv({ ALTCHA_HMAC_KEY: 'k', ALTCHA_COST: '-1', ALTCHA_MAX_COUNTER: 'molti' }, 'p')).toEqual({ secret: 'k', cost: 250, maxCounter: 2000 })
  })
})
