import type { Payload } from 'payload'
import { changeSince, readContentVersion } from './content-version'
import { loadRecord, loadRecords } from './documents'
import { isIndexed } from './extract'
import { FreshIndex } from './freshness'
import { buildIndex, replaceRecord, searchIndex, type SearchIndex } from './orama'
import type { SearchProvider } from './types'

const KEY = Symbol.for('sito.search.embedded')
type Holder = { [KEY]?: FreshIndex<SearchIndex> }

/** One index per server process (kept across module copies), following the content version in the database. */
function freshIndex(payload: Payload): FreshIndex<SearchIndex> {
  const holder = globalThis as Holder
  holder[KEY] ??= new FreshIndex({
    readVersion: () => readContentVersion(payload),
    build: async () => {
      const started = performance.now()
      const index = await buildIndex(await loadRecords(payload))
      payload.logger.info({ msg: 'search index built', documents: index.records.size, ms: Math.round(performance.now() - started) })
      return index
    },
    update: async (index, from, to) => {
      const change = changeSince(from, to)
      if (!change || !isIndexed(change.collection)) return null
      const { objectID, record } = await loadRecord(payload, change.collection, Number(change.id))
      return replaceRecord(index, objectID, record)
    },
    onError: (error) => payload.logger.error({ msg: 'search index refresh failed', err: error }),
  })
  return holder[KEY]
}

/** Builds this process's index now (at start), so the first visitor's search does not wait for it. */
export async function warmEmbeddedIndex(payload: Payload): Promise<void> {
  await freshIndex(payload).get()
}

/** This process's index, if a search or the warm-up has created it. */
export function embeddedIndex(): FreshIndex<SearchIndex> | undefined {
  return (globalThis as Holder)[KEY]
}

/** The embedded default: Orama in the server process. */
export function embeddedProvider(payload: Payload): SearchProvider {
  return { search: async (query) => searchIndex(await freshIndex(payload).get(), query) }
}
