import type { HighlightResult } from './types'
import { fold, isStopWord, stem, words } from './tokenizer'

export const PRE_TAG = '<em>'
export const POST_TAG = '</em>'

/** Edit distance, giving up (Infinity) beyond `max`. */
export function boundedDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return Infinity
  let row = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const next = [i]
    let best = i
    for (let j = 1; j <= b.length; j++) {
      next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))
      best = Math.min(best, next[j]!)
    }
    if (best > max) return Infinity
    row = next
  }
  return row[b.length]! <= max ? row[b.length]! : Infinity
}

/** Typos allowed in a query word of this length (Algolia's defaults: 1 from 4 letters, 2 from 8). */
export const typosFor = (word: string) => (word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0)

export type QueryWord = { word: string; stem: string; typos: number }

export function queryWords(q: string): QueryWord[] {
  return words(q)
    .filter((w) => !isStopWord(w))
    .map((w) => ({ word: w, stem: stem(w), typos: typosFor(w) }))
}

/** Does a word of the text answer this query word: same stem, a completion, or a small typo. */
export function wordMatches(textWord: string, q: QueryWord): boolean {
  const folded = fold(textWord)
  if (folded.startsWith(q.word) || folded.startsWith(q.stem)) return true
  const s = stem(folded)
  if (s === q.stem) return true
  if (q.typos === 0) return false
  return boundedDistance(folded, q.word, q.typos) <= q.typos || boundedDistance(s, q.stem, q.typos) <= q.typos
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * Algolia-like highlight of one attribute: the text, HTML-escaped, with the matching
 * words wrapped in <em>. Rendered by parsing, never as HTML (see Highlighted.tsx).
 * `memo` caches the verdict per word across the attributes of one search.
 */
export function highlight(text: string, query: QueryWord[], memo = new Map<string, QueryWord | null>()): HighlightResult {
  const matched = new Set<string>()
  let value = ''
  let last = 0
  for (const m of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    let hit = memo.get(m[0])
    if (hit === undefined) {
      hit = query.find((q) => wordMatches(m[0], q)) ?? null
      memo.set(m[0], hit)
    }
    if (!hit) continue
    matched.add(hit.word)
    value += escapeHtml(text.slice(last, m.index)) + PRE_TAG + escapeHtml(m[0]) + POST_TAG
    last = m.index + m[0].length
  }
  value += escapeHtml(text.slice(last))
  const matchLevel = matched.size === 0 ? 'none' : matched.size === query.length ? 'full' : 'partial'
  return { value, matchLevel, matchedWords: [...matched] }
}

export type Segment = { text: string; marked: boolean }

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" }
const decode = (s: string) => s.replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]!)

/** A highlighted value as plain-text segments, marked or not. */
export function segments(value: string): Segment[] {
  const out: Segment[] = []
  let marked = false
  for (const part of value.split(/(<em>|<\/em>)/)) {
    if (part === PRE_TAG) marked = true
    else if (part === POST_TAG) marked = false
    else if (part) out.push({ text: decode(part), marked })
  }
  return out
}

/**
 * A window of about `size` characters around the first match, cut at spaces,
 * with an ellipsis where text was left out.
 */
export function snippet(all: Segment[], size = 220): Segment[] {
  const full = all.map((s) => s.text).join('')
  if (full.length <= size) return all
  const firstMatch = all.findIndex((s) => s.marked)
  const matchAt = firstMatch < 0 ? 0 : all.slice(0, firstMatch).reduce((n, s) => n + s.text.length, 0)
  let start = Math.max(0, matchAt - Math.floor(size / 3))
  if (start > 0) start = full.indexOf(' ', start) + 1 || start
  let end = Math.min(full.length, start + size)
  if (end < full.length) end = full.lastIndexOf(' ', end) > start ? full.lastIndexOf(' ', end) : end
  const out: Segment[] = start > 0 ? [{ text: '… ', marked: false }] : []
  let at = 0
  for (const s of all) {
    const from = Math.max(start, at)
    const to = Math.min(end, at + s.text.length)
    if (to > from) out.push({ text: s.text.slice(from - at, to - at), marked: s.marked })
    at += s.text.length
  }
  if (end < full.length) out.push({ text: ' …', marked: false })
  return out
}
