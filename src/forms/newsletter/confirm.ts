import type { Payload } from 'payload'
import { checkLinkToken, type LinkPurpose } from './links'

export type LinkOutcome = 'confirmed' | 'already-confirmed' | 'unsubscribed' | 'already-unsubscribed' | 'invalid' | 'expired' | 'missing'

const COLLECTION = 'newsletterSubscriptions'

async function subscriptionFor(payload: Payload, purpose: LinkPurpose, token: unknown) {
  if (typeof token !== 'string' || token === '') return { outcome: 'missing' as const }
  const check = checkLinkToken(purpose, token)
  if (!check.ok) return { outcome: check.reason === 'expired' ? ('expired' as const) : ('invalid' as const) }
  const doc = await payload.findByID({ collection: COLLECTION, id: check.claims.s, depth: 0, disableErrors: true })
  return doc ? { doc } : { outcome: 'invalid' as const }
}

/** The link in the confirmation email: pending → confirmed. An unsubscribed address stays unsubscribed. */
export async function confirmSubscription(payload: Payload, token: unknown): Promise<LinkOutcome> {
  const found = await subscriptionFor(payload, 'newsletter-confirm', token)
  if (!('doc' in found) || !found.doc) return found.outcome ?? 'invalid'
  if (found.doc.status === 'confirmed') return 'already-confirmed'
  if (found.doc.status === 'unsubscribed') return 'invalid'
  await payload.update({ collection: COLLECTION, id: found.doc.id, data: { status: 'confirmed', confirmedAt: new Date().toISOString() } })
  return 'confirmed'
}

/** Whether an unsubscribe link is usable, without changing anything (the page shows a button). */
export async function checkUnsubscribe(payload: Payload, token: unknown): Promise<LinkOutcome | 'ready'> {
  const found = await subscriptionFor(payload, 'newsletter-unsubscribe', token)
  if (!('doc' in found) || !found.doc) return found.outcome ?? 'invalid'
  return found.doc.status === 'unsubscribed' ? 'already-unsubscribed' : 'ready'
}

export async function unsubscribe(payload: Payload, token: unknown): Promise<LinkOutcome> {
  const found = await subscriptionFor(payload, 'newsletter-unsubscribe', token)
  if (!('doc' in found) || !found.doc) return found.outcome ?? 'invalid'
  if (found.doc.status === 'unsubscribed') return 'already-unsubscribed'
  await payload.update({ collection: COLLECTION, id: found.doc.id, data: { status: 'unsubscribed', unsubscribedAt: new Date().toISOString() } })
  return 'unsubscribed'
}
