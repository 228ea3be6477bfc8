import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { type KeyPurpose, derivedKey, masterSecret, verifyingSecrets } from '@/ops/secrets'

/**
 * Stateless signed tokens: base64url(JSON claims) + "." + base64url(HMAC-SHA256).
 * The key is derived from PAYLOAD_SECRET per family of purposes (the purpose's first word:
 * "newsletter-confirm" → newsletter, "feedback-csrf" → feedback), so every instance with the
 * same secret validates what another issued; the purpose is signed too, so a token made for one
 * use (e.g. unsubscribing) is refused for another (e.g. confirming).
 */
export type TokenClaims = { p: string; s: string; e: number; n: string }
export type TokenCheck = { ok: true; claims: TokenClaims } | { ok: false; reason: 'malformed' | 'signature' | 'purpose' | 'expired' }

const MAX_TOKEN_LENGTH = 1024

function family(purpose: string): KeyPurpose {
  return purpose.startsWith('newsletter') ? 'newsletter' : 'feedback'
}

function mac(secret: string, purpose: string, body: string): string {
  return createHmac('sha256', derivedKey(family(purpose), secret)).update(body).digest('base64url')
}

export function signToken(purpose: string, subject: string, ttlMs: number, now = Date.now(), secret = masterSecret()): string {
  const claims: TokenClaims = { p: purpose, s: subject, e: Math.floor((now + ttlMs) / 1000), n: randomBytes(12).toString('base64url') }
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url')
  return `${body}.${mac(secret, purpose, body)}`
}

/** secrets: the current master secret, then the previous one during a rotation. */
export function verifyToken(purpose: string, token: unknown, now = Date.now(), secrets: string | string[] = verifyingSecrets()): TokenCheck {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH || !/^[\w-]+\.[\w-]+$/.test(token)) return { ok: false, reason: 'malformed' }
  const [body, signature] = token.split('.')
  const given = Buffer.from(signature)
  const signedBy = (secret: string) => {
    const expected = Buffer.from(mac(secret, purpose, body))
    return expected.length === given.length && timingSafeEqual(expected, given)
  }
  if (![secrets].flat().some(signedBy)) return { ok: false, reason: 'signature' }
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
