import { createHash } from 'node:crypto'
import type { Payload } from 'payload'
import { KEY_FIELD } from './no-js'

/**
 * Idempotency of the forms' submissions. Each form carries a key (hidden field `chiave`): made in
 * the browser when JavaScript runs (a random UUID for each new request), otherwise the one rendered
 * with the page. A retry after a lost answer (a 502, a dropped connection, the browser's «Invia di
 * nuovo») sends the same key and the same fields: it gets the first answer, and nothing is stored,
 * mailed or forwarded twice.
 *
 * The stored key is a hash of the posted key, the fields and a scope: the same key with other
 * fields is another request (the visitor corrected something). A page rendered once for everyone
 * (no JavaScript) gives every visitor the same key: there the scope is the visitor's address, so
 * only the same request from the same address counts as a retry.
 */
const POSTED_KEY = /^[A-Za-z0-9_-]{16,100}$/
export type Submissions = 'supportRequests' | 'territoryRequests'

/** The posted key, taken out of the data the form's strict schema checks. */
export function takeKey(data: unknown): { data: unknown; posted: string | null } {
  if (!data || typeof data !== 'object' || Array.isArray(data) || !(KEY_FIELD in data)) return { data, posted: null }
  const { [KEY_FIELD]: posted, ...rest } = data as Record<string, unknown>
  return { data: rest, posted: typeof posted === 'string' && POSTED_KEY.test(posted) ? posted : null }
}

/** The key stored with the submission (64 hex characters), or null when none was posted. */
export function submissionKey(posted: string | null, fields: object, scope = ''): string | null {
  if (!posted) return null
  const sorted = Object.fromEntries(Object.entries(fields).sort(([a], [b]) => a.localeCompare(b)))
  return createHash('sha256').update(`${posted}\n${scope}\n${JSON.stringify(sorted)}`).digest('hex')
}

/** The submission already stored under this key, if any. */
export async function storedUnder(payload: Payload, collection: Submissions, key: string | null): Promise<number | string | null> {
  if (!key) return null
  const { docs } = await payload.find({ collection, where: { chiaveInvio: { equals: key } }, limit: 1, depth: 0, overrideAccess: true, pagination: false, select: {} })
  return docs[0]?.id ?? null
}

/**
 * Stores a submission once per key: when two tries of the same request race, the unique index on
 * `chiaveInvio` keeps the first and the second answers as a retry of it.
 */
export async function storeOnce(payload: Payload, collection: Submissions, key: string | null, store: () => Promise<{ id: number | string }>): Promise<{ id: number | string; repeated: boolean }> {
  try {
    return { id: (await store()).id, repeated: false }
  } catch (error) {
    const id = await storedUnder(payload, collection, key)
    if (id === null) throw error
    return { id, repeated: true }
  }
}
