import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { payloadSecret } from '@/cms/env'

/**
 * Stateless signed tokens: base64url(JSON claims) + "." + base64url(HMAC-SHA256).
 * The key is derived from PAYLOAD_SECRET, so every instance with the same secret
 * validates what another issued; the purpose is signed too, so a token made for one
 * use (e.g. unsubscribing) is refused for another (e.g. feedback).
 */
export type TokenClaims = { p: string; s: string; e: number; n: string }
export type TokenCheck = { ok: true; claims: TokenClaims } | { ok: false; reason: 'malformed' | 'signature' | 'purpose' | 'expired' }

const MAX_TOKEN_LENGTH = 1024

function key(secret: string): Buffer {
  return createHmac('sha256', secret).update('sito-forms-token-v1').digest()
}

function mac(secret: string, body: string): string {
  return createHmac('sha256', key(secret)).update(body).digest('base64url')
}

export function signToken(purpose: string, subject: string, ttlMs: number, now = Date.now(), secret = payloadSecret()): string {
  const claims: TokenClaims = { p: purpose, s: subject, e: Math.floor((now + ttlMs) / 1000), n: randomBytes(12).toString('base64url') }
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url')
  return `${body}.${mac(secret, body)}`
}

export function verifyToken(purpose: string, token: unknown, now = Date.now(), secret = payloadSecret()): TokenCheck {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH || !/^[\w-]+\.[\w-]+$/.test(token)) return { ok: false, reason: 'malformed' }
  const [body, signature] = token.split('.')
  const expected = Buffer.from(mac(secret, body))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'signature' }
  const claims = parseClaims(body)
  if (!claims) return { ok: false, reason: 'malformed' }
  if (claims.p !== purpose) return { ok: false, reason: 'purpose' }
  if (claims.e * 1000 <= now) return { ok: false, reason: 'expired' }
  return { ok: true, claims }
}

function parseClaims(body: string): TokenClaims | null {
  try {
    const c = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<TokenClaims>
    const valid = typeof c.p === 'string' && typeof c.s === 'string' && typeof c.e === 'number' && typeof c.n === 'string'
    return valid ? (c as TokenClaims) : null
  } catch {
    return null
  }
}

/** A stable, non-reversible id of one token, for "used once" bookkeeping. */
export function tokenId(claims: TokenClaims): string {
  return createHash('sha256').update(`${claims.p}|${claims.n}|${claims.e}`).digest('hex')
}
