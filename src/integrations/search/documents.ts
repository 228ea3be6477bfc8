import type { Payload } from 'payload'
import { INDEXED_COLLECTIONS, recordFor, recordId, type IndexedCollection } from './extract'
import type { SearchRecord } from './types'

/**
 * Every published document of the indexed collections as a search record, read as a visitor
 * would (access control, main table): the same rule as src/content/published.ts.
 */
export async function loadRecords(payload: Payload): Promise<SearchRecord[]> {
  const out: SearchRecord[] = []
  for (const collection of INDEXED_COLLECTIONS) {
    const { docs } = await payload.find({ collection, pagination: false, depth: 1, overrideAccess: false, draft: false })
    for (const doc of docs as unknown as Array<Record<string, unknown> & { id: number }>) {
      const record = recordFor(collection, doc)
      if (record) out.push(record)
    }
  }
  return out
}

/** One document's record as a visitor would read it: null when it is not (or no longer) public. */
export async function loadRecord(payload: Payload, collection: IndexedCollection, id: number): Promise<{ objectID: string; record: SearchRecord | null }> {
  const { docs } = await payload.find({ collection, where: { id: { equals: id } }, limit: 1, depth: 1, overrideAccess: false, draft: false })
  const doc = docs[0] as unknown as (Record<string, unknown> & { id: number }) | undefined
  return { objectID: recordId(collection, id), record: doc ? recordFor(collection, doc) : null }
}
