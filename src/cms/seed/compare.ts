const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/

/** Keys that Payload manages itself and that never make a document "changed". */
const IGNORED = new Set(['createdAt', 'updatedAt', 'password'])

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * True when everything the seed wants is already stored. Extra stored keys (ids of
 * blocks and array rows, defaults, timestamps) are ignored; dates compare by instant.
 */
export function contains(stored: unknown, wanted: unknown, top = true): boolean {
  if (wanted === undefined) return true
  if (wanted === null) return stored == null
  if (typeof wanted === 'string' && typeof stored === 'string' && ISO_DATE.test(wanted)) {
    return Date.parse(wanted) === Date.parse(stored)
  }
  if (Array.isArray(wanted)) {
    return Array.isArray(stored) && stored.length === wanted.length && wanted.every((w, i) => contains(stored[i], w, false))
  }
  if (isRecord(wanted)) {
    if (!isRecord(stored)) return false
    return Object.entries(wanted).every(([k, v]) => (top && IGNORED.has(k)) || contains(stored[k], v, false))
  }
  return stored === wanted
}

/** The data to send on update: timestamps stay as they are. */
export function withoutTimestamps<T extends object>(data: T): T {
  const copy = { ...data } as Record<string, unknown>
  delete copy.createdAt
  delete copy.updatedAt
  return copy as T
}
