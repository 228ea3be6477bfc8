import { createHmac } from 'node:crypto'
import { type Challenge, createChallenge, randomInt, type Solution, verifySolution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { CAPTCHA_LIFETIME_S, type CaptchaAdapter, type CaptchaVerdict, MAX_TOKEN_LENGTH, type ReplayStore } from './types'
import type { Env } from '@/cms/env'

const ALGORITHM = 'PBKDF2/SHA-256'

export interface AltchaOptions {
  /** Master secret (ALTCHA_HMAC_KEY, else derived from PAYLOAD_SECRET). */
  secret: string
  /** PBKDF2 iterations per attempt. */
  cost: number
  /** The solution counter is drawn in [maxCounter/2, maxCounter]: the work the browser does. */
  maxCounter: number
  lifetimeS?: number
  store: ReplayStore
  now?: () => number
}

/** Two independent keys from one secret: one signs the challenge, one the derived key. */
function keys(secret: string) {
  const derive = (label: string) => createHmac('sha256', secret).update(`altcha:${label}`).digest('hex')
  return { signature: derive('firma-sfida'), keySignature: derive('firma-chiave') }
}

/** captchaKey: the key derived from PAYLOAD_SECRET for the captcha, used when ALTCHA_HMAC_KEY is not set. */
export function altchaSettingsFromEnv(env: Env, captchaKey: string) {
  const number = (value: string | undefined, fallback: number, max: number) => {
    const n = Number(value)
    return Number.isInteger(n) && n > 0 && n <= max ? n : fallback
  }
  return {
    secret: env.ALTCHA_HMAC_KEY || captchaKey,
    cost: number(env.ALTCHA_COST, 250, 1_000_000),
    maxCounter: number(env.ALTCHA_MAX_COUNTER, 2_000, 10_000_000),
  }
}

/** A new signed challenge expiring after the token lifetime (110 s). */
export async function altchaChallenge(options: Omit<AltchaOptions, 'store'>): Promise<Challenge> {
  const { signature, keySignature } = keys(options.secret)
  const now = options.now?.() ?? Date.now()
  const lifetime = options.lifetimeS ?? CAPTCHA_LIFETIME_S
  return createChallenge({
    algorithm: ALGORITHM,
    cost: options.cost,
    counter: randomInt(Math.ceil(options.maxCounter / 2), options.maxCounter),
    deriveKey,
    expiresAt: Math.floor(now / 1000) + lifetime,
    hmacSignatureSecret: signature,
    hmacKeySignatureSecret: keySignature,
  })
}

type AltchaPayload = { challenge: Challenge; solution: Solution }

/** The widget's token is base64 JSON {challenge, solution}; anything else is not a token. */
function decodeAltchaToken(token: unknown): AltchaPayload | null {
  if (typeof token !== 'string' || token.length === 0 || token.length > MAX_TOKEN_LENGTH) return null
  try {
    const value = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as unknown
    if (!value || typeof value !== 'object') return null
    const { challenge, solution } = value as Partial<AltchaPayload>
    if (!challenge || typeof challenge !== 'object' || typeof challenge.signature !== 'string') return null
    if (!challenge.parameters || typeof challenge.parameters !== 'object') return null
    if (!solution || typeof solution !== 'object' || !Number.isInteger(solution.counter) || typeof solution.derivedKey !== 'string') return null
    return { challenge, solution }
  } catch {
    return null
  }
}

export async function verifyAltchaToken(token: unknown, options: AltchaOptions, holder: string | null = null): Promise<CaptchaVerdict> {
  if (token === undefined || token === null || token === '') return { ok: false, reason: 'mancante' }
  const payload = decodeAltchaToken(token)
  if (!payload || payload.challenge.parameters.algorithm !== ALGORITHM) return { ok: false, reason: 'non valido' }
  const { signature, keySignature } = keys(options.secret)
  const expiresAt = payload.challenge.parameters.expiresAt
  if (typeof expiresAt !== 'number') return { ok: false, reason: 'non valido' }
  if (expiresAt * 1000 < (options.now?.() ?? Date.now())) return { ok: false, reason: 'scaduto' }
  try {
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: signature,
      hmacKeySignatureSecret: keySignature,
    })
    if (result.expired) return { ok: false, reason: 'scaduto' }
    if (!result.verified) return { ok: false, reason: 'non valido' }
  } catch {
    return { ok: false, reason: 'non valido' }
  }
  // Only a verified token reaches the store, so forged tokens cannot fill it.
  const used = !(await options.store.firstUse(`altcha:${payload.challenge.signature}`, new Date(expiresAt * 1000), holder))
  return used ? { ok: false, reason: 'già usato' } : { ok: true }
}

export function altchaAdapter(options: AltchaOptions): CaptchaAdapter {
  return {
    kind: 'altcha',
    verify: (token, { holder }) => verifyAltchaToken(token, options, holder ?? null),
    widget: () => ({ kind: 'altcha', challengeUrl: '/api/captcha/challenge', lifetimeS: options.lifetimeS ?? CAPTCHA_LIFETIME_S }),
  }
}
