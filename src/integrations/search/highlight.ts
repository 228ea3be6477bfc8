import { escapeMarkup } from '@/content/escape'
import { withinEdits } from './edits'
import type { HighlightResult } from './types'
import { POST_TAG, PRE_TAG } from './marks'
import { fold, isStopWord, stem, words } from './tokenizer'

/** Typos allowed in a query word of this length (Algolia's defaults: 1 from 4 letters, 2 from 8). */
const typosFor = (word: string) => (word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0)

export type QueryWord = { word: string; stem: string; typos: number }

export function queryWords(q: string): QueryWord[] {
  return words(q)
    .filter((w) => !isStopWord(w))
    .map((w) => ({ word: w, stem: stem(w), typos: typosFor(w) }))
}

/** Does a word of the text answer this query word: same stem, a completion, or a small typo. */
function wordMatches(textWord: string, q: QueryWord): boolean {
  const folded = fold(textWord)
  if (folded.startsWith(q.word) || folded.startsWith(q.stem)) return true
  const s = stem(folded)
  if (s === q.stem) return true
  if (q.typos === 0) return false
  return withinEdits(folded, q.word, q.typos) || withinEdits(s, q.stem, q.typos)
}

/**
 * Algolia-like highlight of one attribute: the text, HTML-escaped, with the matching
 * words wrapped in <em>. Rendered by parsing, never as HTML (see Highlighted.tsx).
 * `memo` caches the verdict per word across the attributes of one search.
 */
export function highlight(text: string, query: QueryWord[], memo = new Map<string, QueryWord | null>()): HighlightResult {
  const matched = new Set<string>()
  let value = ''
  let last = 0
  for (const m of text.matchAll(/\d+(?:\.\d+)+|[\p{L}\p{N}]+/gu)) {
    let hit = memo.get(m[0])
    if (hit === undefined) {
      hit = query.find((q) => wordMatches(m[0], q)) ?? null
      memo.set(m[0], hit)
    }
    if (!hit) continue
    matched.add(hit.word)
    value += escapeMarkup(text.slice(last, m.index)) + PRE_TAG + escapeMarkup(m[0]) + POST_TAG
    last = m.index + m[0].length
  }
  value += escapeMarkup(text.slice(last))
  const matchLevel = matched.size === 0 ? 'none' : matched.size === query.length ? 'full' : 'partial'
  return { value, matchLevel, matchedWords: [...matched] }
}
