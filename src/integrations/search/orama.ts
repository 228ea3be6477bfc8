import { create, insertMultiple, search, type Orama } from '@orama/orama'
import './orama-patch'
import { highlight, queryWords, type QueryWord } from './highlight'
import { pageWindow } from './paging'
import { EITHER, italianTokenizer } from './tokenizer'
import { MAX_HITS, type SearchHit, type SearchQuery, type SearchRecord, type SearchResult } from './types'

const schema = { title: 'string', content: 'string', content_type: 'enum' } as const

export type SearchIndex = { db: Orama<typeof schema>; records: Map<string, SearchRecord> }

/** An in-memory index of the records, with the Italian tokenizer on both sides. */
export async function buildIndex(records: SearchRecord[]): Promise<SearchIndex> {
  const db = create({ schema, components: { tokenizer: italianTokenizer() } })
  await insertMultiple(db, records.map((r) => ({ id: r.objectID, title: r.title, content: r.content, content_type: r.content_type })), 1000)
  return { db, records: new Map(records.map((r) => [r.objectID, r])) }
}

async function find(index: SearchIndex, word: QueryWord, query: SearchQuery, tolerance: number, limit: number) {
  const found = await search(index.db, {
    term: EITHER + word.word,
    properties: ['title', 'content'],
    boost: { title: 3 },
    tolerance,
    threshold: 1,
    limit,
    ...(query.filters.length > 0 ? { where: { content_type: { in: query.filters } } } : {}),
  })
  return new Map(found.hits.map((hit) => [hit.id, hit.score]))
}

/**
 * Documents matching one query word, with their score: by stem (accents folded, other
 * forms of the word) or as written, as a whole word or the start of one. Only when that
 * finds nothing, with the typos the word's length allows (as Algolia ranks exact first;
 * the edit-distance walk is the costly part).
 */
async function matchWord(index: SearchIndex, word: QueryWord, query: SearchQuery, limit: number): Promise<Map<string, number>> {
  const exact = await find(index, word, query, 0, limit)
  return exact.size > 0 || word.typos === 0 ? exact : find(index, word, query, word.typos, limit)
}

/** Every query word must match (as Algolia does); the scores add up. */
function intersect(perWord: Map<string, number>[]): [string, number][] {
  const [smallest, ...others] = [...perWord].sort((a, b) => a.size - b.size)
  const out: [string, number][] = []
  for (const [id, score] of smallest ?? []) {
    let total = score
    let everywhere = true
    for (const other of others) {
      const s = other.get(id)
      if (s === undefined) {
        everywhere = false
        break
      }
      total += s
    }
    if (everywhere) out.push([id, total])
  }
  return out.sort((a, b) => b[1] - a[1])
}

/** One page of hits (at most MAX_HITS in all); only the returned page is highlighted. */
export async function searchIndex(index: SearchIndex, query: SearchQuery): Promise<SearchResult> {
  const words = queryWords(query.q)
  if (words.length === 0) return { hits: [], nbHits: 0, page: 1, nbPages: 1 }
  // One word needs no intersection: the first MAX_HITS are enough.
  const limit = words.length === 1 ? MAX_HITS : index.records.size
  const perWord = await Promise.all(words.map((w) => matchWord(index, w, query, limit)))
  const ranked = intersect(perWord).slice(0, MAX_HITS)
  const window = pageWindow(ranked.length, query)
  const memo = new Map()
  const hits: SearchHit[] = ranked.slice(window.from, window.to).map(([id]) => {
    const record = index.records.get(id)!
    return { ...record, _highlightResult: { title: highlight(record.title, words, memo), content: highlight(record.content, words, memo) } }
  })
  return { hits, nbHits: ranked.length, page: window.page, nbPages: window.nbPages }
}
