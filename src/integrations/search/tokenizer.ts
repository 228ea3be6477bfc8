import { stemmer } from '@orama/stemmers/italian'
import { stopwords } from '@orama/stopwords/italian'
import type { Tokenizer } from '@orama/orama'

/** Lower case without accents: 'Città' → 'citta', 'perché' → 'perche'. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase()
}

const STOP_WORDS = new Set(stopwords.map(fold))
/** A measure's code («1.4.1», «1.2») is one word; otherwise letters and digits. */
const WORD = /\d+(?:\.\d+)+|[\p{L}\p{N}]+/gu

/**
 * The words of a text, folded, in order (apostrophes split: "dell'ente" → dell, ente). «app IO»
 * is one word: «io» alone is an Italian stop word.
 */
export function words(text: string): string[] {
  return fold(text).replace(/\bapp\W+io\b/g, 'appio').match(WORD) ?? []
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

/** Marks a query whose words are matched as written (unstemmed): the typo pass. */
export const AS_WRITTEN = '\u0001'

/**
 * Indexed tokens: the words as written (folded), without stop words. A query's stem
 * matches them as a prefix (Italian stems are prefixes of the folded word), so every
 * form of a word is found without indexing stems as well.
 */
export function indexTerms(text: string): string[] {
  return [...new Set(words(text).filter((w) => !isStopWord(w)))]
}


/** Query tokens: stems, or for a query marked AS_WRITTEN the folded words themselves. */
export function queryTerms(raw: string): string[] {
  if (raw.startsWith(AS_WRITTEN)) return indexTerms(raw.slice(1))
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
