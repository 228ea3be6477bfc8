import type { RateRule } from '@/ops/http/rate-limit'

/**
 * Without JavaScript no proof of work can run, so a form posted by the server action without a
 * captcha token is still accepted, but: it must leave the honeypot empty, it meets a much
 * stricter per-address limit, and the stored record says "captcha: non verificato".
 */
export const HONEYPOT_FIELD = 'sito_web'
/** The hidden field of a request's idempotency key (submission-key.ts). */
export const KEY_FIELD = 'chiave'
export const NO_JS_RULE: RateRule = { limit: 3, windowMs: 15 * 60 * 1000 }

/** The token the widget put in the form, if JavaScript ran after all. */
export function postedCaptcha(formData: FormData): string {
  for (const name of ['captcha', 'altcha', 'g-recaptcha-response']) {
    const value = formData.get(name)
    if (typeof value === 'string' && value) return value
  }
  return ''
}
