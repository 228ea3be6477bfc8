import { create, insert, insertMultiple, remove, search, type Orama } from '@orama/orama'
import './orama-patch'
import { highlight, queryWords, type QueryWord } from './highlight'
import { pageWindow } from './paging'
import { AS_WRITTEN, indexTerms, italianTokenizer, queryTerms, stem } from './tokenizer'
import { MAX_HITS, type SearchHit, type SearchQuery, type SearchRecord, type SearchResult } from './types'

const schema = { title: 'string', content: 'string', keywords: 'string', content_type: 'enum' } as const

const document = (r: SearchRecord) => ({ id: r.objectID, title: r.title, content: r.content, keywords: r.keywords ?? '', content_type: r.content_type })

type Matches = Map<string, number>

/**
 * Recent word matches of one index (a one-document update makes a new cache, see replaceRecord).
 * Bounded by the number of (document, score) entries held, least recently used out first.
 * Common words, matching thousands of documents, are the costly ones and stay cached.
 */
export class MatchCache {
  private readonly entries = new Map<string, Matches>()
  private held = 0

  constructor(readonly budget = 200_000) {}

  /** Words (with their options) held. */
  get size(): number {
    return this.entries.size
  }

  async get(key: string, compute: () => Promise<Matches>): Promise<Matches> {
    const cached = this.entries.get(key)
    if (cached) {
      this.entries.delete(key)
      this.entries.set(key, cached)
      return cached
    }
    const value = await compute()
    if (this.budget > 0 && value.size <= this.budget) {
      this.entries.set(key, value)
      this.held += value.size
      for (const [oldest, matches] of this.entries) {
        if (this.held <= this.budget) break
        this.entries.delete(oldest)
        this.held -= matches.size
      }
    }
    return value
  }
}

/**
 * In how many documents' content each indexed word stands. Orama keeps the same count for its
 * ranking, but only in its internal data (no public API reads it), so the index keeps its own.
 */
type WordCounts = Map<string, number>

export type SearchIndex = { db: Orama<typeof schema>; records: Map<string, SearchRecord>; cache: MatchCache; words: WordCounts }

function countWords(counts: WordCounts, content: string, by: 1 | -1): WordCounts {
  for (const word of indexTerms(content)) {
    const n = (counts.get(word) ?? 0) + by
    if (n > 0) counts.set(word, n)
    else counts.delete(word)
  }
  return counts
}

/** An in-memory index of the records, with the Italian tokenizer on both sides. */
export async function buildIndex(records: SearchRecord[], cacheBudget?: number): Promise<SearchIndex> {
  const db = create({ schema, components: { tokenizer: italianTokenizer() } })
  await insertMultiple(db, records.map(document), 1000)
  const words = records.reduce((counts, r) => countWords(counts, r.content, 1), new Map() as WordCounts)
  return withCommonWords({ db, records: new Map(records.map((r) => [r.objectID, r])), cache: new MatchCache(cacheBudget), words })
}

/** A word in more documents than this is costly to rank (about 45 ms at 30,000 documents). */
const COMMON_WORD_DOCUMENTS = 1000
const COMMON_WORDS = 32

/**
 * The most common words of the texts (one written form per stem, in the most documents
 * first): those in more than COMMON_WORD_DOCUMENTS documents, at most COMMON_WORDS.
 */
export function commonWords(index: SearchIndex): string[] {
  const byStem = new Map<string, { word: string; documents: number }>()
  for (const [word, documents] of index.words) {
    if (documents < COMMON_WORD_DOCUMENTS / 10) continue
    const key = stem(word)
    const entry = byStem.get(key)
    if (!entry) byStem.set(key, { word, documents })
    else entry.documents += documents
  }
  return [...byStem.values()]
    .filter((e) => e.documents > COMMON_WORD_DOCUMENTS)
    .sort((a, b) => b.documents - a.documents)
    .slice(0, COMMON_WORDS)
    .map((e) => e.word)
}

/**
 * The index with the matches of its most common words already in its match cache (as Solr's
 * warming queries do), so that the first visitor searching one of them does not pay its ranking.
 * Runs where the index is built or updated, before it answers any search.
 */
async function withCommonWords(index: SearchIndex): Promise<SearchIndex> {
  for (const word of commonWords(index)) await find(index, word, { q: word, filters: [] }, 0, MAX_HITS)
  return index
}

/** The index with one document's record replaced, added or removed (record null), its match cache afresh but for the common words. */
export async function replaceRecord(index: SearchIndex, objectID: string, record: SearchRecord | null): Promise<SearchIndex> {
  const old = index.records.get(objectID)
  const words = new Map(index.words)
  if (old) {
    await remove(index.db, objectID)
    countWords(words, old.content, -1)
  }
  const records = new Map(index.records)
  records.delete(objectID)
  if (record) {
    await insert(index.db, document(record))
    records.set(record.objectID, record)
    countWords(words, record.content, 1)
  }
  return withCommonWords({ db: index.db, records, cache: new MatchCache(index.cache.budget), words })
}

async function find(index: SearchIndex, term: string, query: SearchQuery, tolerance: number, limit: number): Promise<Matches> {
  // By the terms Orama looks up (stems), so every form of a word shares one entry.
  const key = JSON.stringify([term.startsWith(AS_WRITTEN), queryTerms(term), tolerance, limit, query.filters])
  return index.cache.get(key, () => findUncached(index, term, query, tolerance, limit))
}

async function findUncached(index: SearchIndex, term: string, query: SearchQuery, tolerance: number, limit: number): Promise<Matches> {
  const found = await search(index.db, {
    term,
    properties: ['title', 'keywords', 'content'],
    boost: { title: 3, keywords: 2 },
    tolerance,
    threshold: 1,
    limit,
    ...(query.filters.length > 0 ? { where: { content_type: { in: query.filters } } } : {}),
  })
  return new Map(found.hits.map((hit) => [hit.id, hit.score]))
}

/**
 * Documents matching one query word, with their score: words starting with its stem
 * (accents folded: every form of the word, and words being typed). Only when that finds
 * nothing, the word as written with the typos its length allows (Algolia also ranks
 * exact matches first; the edit-distance walk is the costly part).
 */
async function matchWord(index: SearchIndex, word: QueryWord, query: SearchQuery, limit: number): Promise<Map<string, number>> {
  const exact = await find(index, word.word, query, 0, limit)
  return exact.size > 0 || word.typos === 0 ? exact : find(index, AS_WRITTEN + word.word, query, word.typos, limit)
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
