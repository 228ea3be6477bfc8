import { describe, expect, it } from 'vitest'
import { signToken, tokenId, verifyToken } from './signed-token'

const SECRET = 'segreto-di-prova'
const NOW = Date.UTC(2026, 5, 1)

describe('signed tokens', () => {
  it('verify on any instance with the same secret, until they expire', () => {
    const token = signToken('scopo', '42', 60_000, NOW, SECRET)
    const check = verifyToken('scopo', token, NOW + 59_000, SECRET)
    expect(check.ok && check.claims.s).toBe('42')
    expect(verifyToken('scopo', token, NOW + 61_000, SECRET)).toEqual({ ok: false, reason: 'expired' })
  })

  it('refuse another secret, another purpose and any tampering', () => {
    const token = signToken('scopo', '42', 60_000, NOW, SECRET)
    expect(verifyToken('scopo', token, NOW, 'altro-segreto')).toEqual({ ok: false, reason: 'signature' })
    expect(verifyToken('altro-scopo', token, NOW, SECRET)).toEqual({ ok: false, reason: 'purpose' })
    const [body, mac] = token.split('.')
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), s: '1' })).toString('base64url')
    expect(verifyToken('scopo', `${forged}.${mac}`, NOW, SECRET)).toEqual({ ok: false, reason: 'signature' })
    const flipped = mac.endsWith('A') ? 'B' : 'A'
    expect(verifyToken('scopo', `${body}.${mac.slice(0, -1)}${flipped}`, NOW, SECRET)).toEqual({ ok: false, reason: 'signature' })
  })

  it.each([undefined, null, 42, '', 'senza-punto', 'a.b.c', '<script>.x', `${'a'.repeat(2000)}.b`])('call malformed input malformed (%#)', (token) => {
    expect(verifyToken('scopo', token, NOW, SECRET).ok).toBe(false)
  })

  it('are all different (random nonce) and have stable ids', () => {
    const a = signToken('scopo', '', 1000, NOW, SECRET)
    const b = signToken('scopo', '', 1000, NOW, SECRET)
    expect(a).not.toBe(b)
    const check = verifyToken('scopo', a, NOW, SECRET)
    if (!check.ok) throw new Error('token non valido')
    expect(tokenId(check.claims)).toMatch(/^[0-9a-f]{64}$/)
    expect(tokenId(check.claims)).toBe(tokenId({ ...check.claims }))
  })
})
