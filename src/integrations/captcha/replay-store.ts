import type { Payload } from 'payload'
import type { ReplayStore } from './types'

const PRUNE_EVERY_MS = 10 * 60 * 1000
let lastPrune = 0

/** A duplicate key breaks the unique index: that is how a second use is detected, on any instance. */
function isUniqueViolation(error: unknown): boolean {
  // Payload turns the database's unique-constraint error into a ValidationError on the field.
  const errors = (error as { data?: { errors?: { path?: string }[] } })?.data?.errors
  if (Array.isArray(errors) && errors.some((e) => e?.path === 'key')) return true
  return /unique|duplicate|SQLITE_CONSTRAINT|23505/i.test(String((error as { message?: unknown })?.message ?? ''))
}

export function payloadReplayStore(payload: Payload): ReplayStore {
  return {
    async firstUse(key, expiresAt, holder = null) {
      await prune(payload)
      try {
        await payload.create({ collection: 'onceKeys', data: { key, expiresAt: expiresAt.toISOString(), holder }, overrideAccess: true, depth: 0 })
        return true
      } catch (error) {
        if (isUniqueViolation(error)) return holder ? this.heldBy(key, holder) : false
        throw error
      }
    },
    async heldBy(key, holder) {
      const { docs } = await payload.find({ collection: 'onceKeys', where: { key: { equals: key } }, limit: 1, depth: 0, overrideAccess: true, pagination: false })
      return docs[0]?.holder === holder
    },
  }
}

/** Keys past their expiry can never be presented again: remove them now and then. */
async function prune(payload: Payload): Promise<void> {
  const now = Date.now()
  if (now - lastPrune < PRUNE_EVERY_MS) return
  lastPrune = now
  await payload
    .delete({ collection: 'onceKeys', where: { expiresAt: { less_than: new Date(now).toISOString() } }, overrideAccess: true })
    .catch(() => undefined)
}
