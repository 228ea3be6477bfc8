import { stemmer } from '@orama/stemmers/italian'
import { stopwords } from '@orama/stopwords/italian'
import type { Tokenizer } from '@orama/orama'

/** Lower case without accents: 'Città' → 'citta', 'perché' → 'perche'. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase()
}

const STOP_WORDS = new Set(stopwords.map(fold))
const WORD = /[\p{L}\p{N}]+/gu

/** The words of a text, folded, in order (apostrophes split: "dell'ente" → dell, ente). */
export function words(text: string): string[] {
  return fold(text).match(WORD) ?? []
}

export const isStopWord = (folded: string) => STOP_WORDS.has(folded)

/** Italian stem of a folded word. */
export const stem = (folded: string) => stemmer(folded)

/** Index and query terms: folded, stop words dropped, stemmed. */
export function terms(text: string): string[] {
  const out: string[] = []
  for (const word of words(text)) {
    if (!isStopWord(word)) out.push(stem(word))
  }
  return out
}

/** Marks a query whose words may match by stem or as written (both tokens, in one Orama search). */
export const EITHER = '\u0001'

/**
 * Indexed tokens: the words as written (folded), without stop words. A query's stem
 * matches them as a prefix (Italian stems are prefixes of the folded word), so every
 * form of a word is found without indexing stems as well.
 */
export function indexTerms(text: string): string[] {
  return [...new Set(words(text).filter((w) => !isStopWord(w)))]
}

/** Each word as written and as stemmed: the typo pass, where a typo may sit in the stem or the ending. */
function eitherTerms(text: string): string[] {
  const out = new Set<string>()
  for (const word of words(text)) {
    if (isStopWord(word)) continue
    out.add(word)
    out.add(stem(word))
  }
  return [...out]
}

/** Query tokens: stems, or for a query marked EITHER each word both as written and stemmed. */
export function queryTerms(raw: string): string[] {
  if (raw.startsWith(EITHER)) return eitherTerms(raw.slice(1))
  return [...new Set(terms(raw))]
}

/**
 * The same folding and stop words for Orama on both sides. Orama passes the property
 * name only when indexing, which tells the two uses apart.
 */
export function italianTokenizer(): Tokenizer {
  return {
    language: 'italian',
    normalizationCache: new Map(),
    tokenize: (raw: string, _language?: string, prop?: string) => (prop ? indexTerms(String(raw)) : queryTerms(String(raw))),
  }
}
