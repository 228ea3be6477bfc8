import { signToken, tokenId, verifyToken } from '../shared/signed-token'

/** A feedback token lives one hour (a visitor may read the page for a while before answering). */
export const CSRF_TTL_MS = 60 * 60 * 1000
const PURPOSE = 'feedback-csrf'

export const CSRF_MESSAGES = {
  missing: 'Token di sicurezza mancante: ricarica la pagina e riprova.',
  invalid: 'Token di sicurezza non valido: ricarica la pagina e riprova.',
  expired: 'Token di sicurezza scaduto: ricarica la pagina e riprova.',
  used: 'Questo token di sicurezza è già stato usato: ricarica la pagina e riprova.',
} as const

export function issueCsrfToken(now = Date.now()): string {
  return signToken(PURPOSE, '', CSRF_TTL_MS, now)
}

/** The token's single-use id, or the message for the 403. */
export function checkCsrfToken(token: string | null, now = Date.now()): { ok: true; id: string } | { ok: false; message: string } {
  if (!token) return { ok: false, message: CSRF_MESSAGES.missing }
  const check = verifyToken(PURPOSE, token, now)
  if (check.ok) return { ok: true, id: tokenId(check.claims) }
  return { ok: false, message: check.reason === 'expired' ? CSRF_MESSAGES.expired : CSRF_MESSAGES.invalid }
}
