/** What the browser needs to render the human check: public values only, never a secret. */
export type CaptchaWidget =
  | { kind: 'altcha'; challengeUrl: string; lifetimeS: number }
  | { kind: 'recaptcha'; siteKey: string; lifetimeS: number }

/** Why a token was refused (for tests and the stored record; the visitor sees one message). */
type CaptchaFailure = 'mancante' | 'non valido' | 'scaduto' | 'già usato' | 'servizio non raggiungibile'

export type CaptchaVerdict = { ok: true } | { ok: false; reason: CaptchaFailure }

/** Remembers tokens already accepted, across every server instance (a unique index does the work). */
export interface ReplayStore {
  /**
   * true the first time `key` is seen, false afterwards; `expiresAt` lets old keys be pruned.
   * `holder`: the request spending it (its idempotency key): the same holder may use it again.
   */
  firstUse(key: string, expiresAt: Date, holder?: string | null): Promise<boolean>
  /** Whether `key` was spent by `holder` (a retry of that request). */
  heldBy(key: string, holder: string): Promise<boolean>
}

/** One adapter per captcha service. */
export interface CaptchaAdapter {
  readonly kind: CaptchaWidget['kind']
  /** Verifies a token on the server; a token is good once, or again for the same request (`holder`, its idempotency key). */
  verify(token: unknown, context: { remoteIp?: string; holder?: string | null }): Promise<CaptchaVerdict>
  widget(): CaptchaWidget
}

/** Spec section 9: a captcha token lives 110 seconds. */
export const CAPTCHA_LIFETIME_S = 110

/** The tokens are short; anything longer is refused before any work. */
export const MAX_TOKEN_LENGTH = 8_000
