import type { Payload } from 'payload'
import { INDEXED_COLLECTIONS, recordFor } from './extract'
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
