import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The editor's preview session, beside Next's draft mode: Next's `__prerender_bypass` cookie has
 * one value for every visitor until the next build, so alone it must not show drafts. This cookie
 * names the editor, lasts an hour and is signed with the editor's Payload session token (the
 * secret only that browser holds): it is worth nothing without that session, and the page also
 * checks that the session is still valid (logout, an expired or removed account end the preview).
 */
export const PREVIEW_COOKIE = 'sito_anteprima'
export const PAYLOAD_SESSION_COOKIE = 'payload-token'
export const PREVIEW_TTL_S = 60 * 60

const mac = (sessionToken: string, body: string) => createHmac('sha256', sessionToken).update(`anteprima:${body}`).digest('base64url')

export function previewSession(userId: string | number, sessionToken: string, now = Date.now()): string {
  const body = `${userId}.${Math.floor(now / 1000) + PREVIEW_TTL_S}`
  return `${body}.${mac(sessionToken, body)}`
}

/** The editor's id a preview cookie names, when it is unexpired and signed with this Payload session; else null. */
export function previewSessionUser(value: string | undefined, sessionToken: string | undefined, now = Date.now()): string | null {
  const match = value && sessionToken ? /^([\w-]{1,64})\.(\d{1,12})\.([\w-]{43})$/.exec(value) : null
  if (!match || Number(match[2]) * 1000 <= now) return null
  const [expected, given] = [Buffer.from(mac(sessionToken!, `${match[1]}.${match[2]}`)), Buffer.from(match[3])]
  return expected.length === given.length && timingSafeEqual(expected, given) ? match[1] : null
}
