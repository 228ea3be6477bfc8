import { siteUrl } from '@/cms/env'
import { signToken, verifyToken, type TokenCheck } from '../shared/signed-token'

export const CONFIRM_PATH = '/novita/newsletter/conferma'
export const UNSUBSCRIBE_PATH = '/novita/newsletter/disiscrizione'
export const CONFIRM_VALID_DAYS = 7
const DAY_MS = 24 * 60 * 60 * 1000
/** Unsubscribe links must keep working in old emails. */
const UNSUBSCRIBE_VALID_MS = 3 * 365 * DAY_MS

export type LinkPurpose = 'newsletter-confirm' | 'newsletter-unsubscribe'

/** Links carry the subscription id, signed: no email address in URLs or server logs. */
export function confirmLink(id: number | string, now = Date.now()): string {
  return `${siteUrl()}${CONFIRM_PATH}?token=${signToken('newsletter-confirm', String(id), CONFIRM_VALID_DAYS * DAY_MS, now)}`
}

export function unsubscribeLink(id: number | string, now = Date.now()): string {
  return `${siteUrl()}${UNSUBSCRIBE_PATH}?token=${signToken('newsletter-unsubscribe', String(id), UNSUBSCRIBE_VALID_MS, now)}`
}

export function checkLinkToken(purpose: LinkPurpose, token: unknown, now = Date.now()): TokenCheck {
  return verifyToken(purpose, token, now)
}

const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/newsletter/unsubscribe'

/** The List-Unsubscribe address (RFC 8058): a POST there with `List-Unsubscribe=One-Click` unsubscribes at once. */
export function oneClickUnsubscribeUrl(id: number | string, now = Date.now()): string {
  return `${siteUrl()}${ONE_CLICK_UNSUBSCRIBE_PATH}?token=${signToken('newsletter-unsubscribe', String(id), UNSUBSCRIBE_VALID_MS, now)}`
}
