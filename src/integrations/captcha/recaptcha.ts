import { createHash } from 'node:crypto'
import { CAPTCHA_LIFETIME_S, type CaptchaAdapter, type CaptchaVerdict, MAX_TOKEN_LENGTH, type ReplayStore } from './types'

const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify'

export interface RecaptchaOptions {
  siteKey: string
  secretKey: string
  /** RECAPTCHA_VERIFY_URL overrides Google's address (tests use a local recorder). */
  verifyUrl?: string
  store: ReplayStore
  timeoutMs?: number
  now?: () => number
}

type SiteverifyAnswer = { success?: unknown; challenge_ts?: unknown; 'error-codes'?: unknown }

/** Asks Google whether the token is good: form-encoded secret, response and the visitor's address. */
export async function verifyRecaptchaToken(token: unknown, remoteIp: string | undefined, options: RecaptchaOptions, holder: string | null = null): Promise<CaptchaVerdict> {
  if (token === undefined || token === null || token === '') return { ok: false, reason: 'mancante' }
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH || !/^[\w-]+$/.test(token)) return { ok: false, reason: 'non valido' }
  const key = `recaptcha:${createHash('sha256').update(token).digest('hex')}`
  // A retry of the request this token was accepted for (Google would now answer «duplicate»).
  if (holder && (await options.store.heldBy(key, holder))) return { ok: true }
  const body = new URLSearchParams({ secret: options.secretKey, response: token })
  if (remoteIp && remoteIp !== 'locale') body.set('remoteip', remoteIp)
  let answer: SiteverifyAnswer
  try {
    const response = await fetch(options.verifyUrl || RECAPTCHA_VERIFY_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
      signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
    })
    if (!response.ok) return { ok: false, reason: 'servizio non raggiungibile' }
    answer = (await response.json()) as SiteverifyAnswer
  } catch {
    return { ok: false, reason: 'servizio non raggiungibile' }
  }
  const codes = Array.isArray(answer['error-codes']) ? answer['error-codes'] : []
  if (answer.success !== true) return { ok: false, reason: codes.includes('timeout-or-duplicate') ? 'scaduto' : 'non valido' }
  const issued = typeof answer.challenge_ts === 'string' ? Date.parse(answer.challenge_ts) : NaN
  const now = options.now?.() ?? Date.now()
  if (!Number.isFinite(issued) || now - issued > CAPTCHA_LIFETIME_S * 1000) return { ok: false, reason: 'scaduto' }
  // Google refuses duplicates too; our own record also covers a token accepted by another instance.
  const first = await options.store.firstUse(key, new Date(issued + CAPTCHA_LIFETIME_S * 1000), holder)
  return first ? { ok: true } : { ok: false, reason: 'già usato' }
}

export function recaptchaAdapter(options: RecaptchaOptions): CaptchaAdapter {
  return {
    kind: 'recaptcha',
    verify: (token, { remoteIp, holder }) => verifyRecaptchaToken(token, remoteIp, options, holder ?? null),
    widget: () => ({ kind: 'recaptcha', siteKey: options.siteKey, lifetimeS: CAPTCHA_LIFETIME_S }),
  }
}
