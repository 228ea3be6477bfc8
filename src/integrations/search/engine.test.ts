import { describe, expect, it } from 'vitest'
import { withinEdits } from './edits'
import { highlight, queryWords } from './highlight'
import { segments, snippet } from './marks'
import { buildIndex, commonWords, MatchCache, replaceRecord, searchIndex } from './orama'
import { words } from './tokenizer'
import { pageWindow } from './paging'
import { AS_WRITTEN, fold, indexTerms, queryTerms, terms } from './tokenizer'
import type { SearchRecord } from './types'

const record = (objectID: string, title: string, content: string, content_type: SearchRecord['content_type'] = 'faq'): SearchRecord => ({
  objectID,
  title,
  content,
  slug: objectID,
  url: `/${objectID}`,
  target: '_self',
  content_type,
})

const RECORDS = [
  record('faq-1', 'Le spese di connettività delle città metropolitane sono ammissibili?', 'Sì, quando la connettività serve alla migrazione dei servizi.'),
  record('news-1', 'Nuovi avvisi per la migrazione al cloud dei comuni', 'Le amministrazioni possono candidarsi entro marzo.', 'news'),
  record('page-1', 'Rendicontazione dei progetti', 'Come rendicontare le spese delle amministrazioni comunali.', 'page'),
]

describe('tokenizer', () => {
  it('folds accents and case', () => {
    expect(fold('Città PERCHÉ già')).toBe('citta perche gia')
    expect(terms('città')).toEqual(terms('citta'))
  })

  it('drops Italian stop words, also when written without accents', () => {
    expect(terms('il programma della città e delle regioni')).toEqual(['programm', 'citt', 'region'])
    expect(terms('perché perche')).toEqual([])
  })

  it('stems Italian forms to one term and splits elisions', () => {
    expect(terms('migrazione migrazioni')).toEqual(['migrazion', 'migrazion'])
    expect(terms("dell'amministrazione")).toEqual(['amministr'])
  })

  it('indexes the words as written; queries by stem, or as written for the typo pass', () => {
    expect(indexTerms('Le Amministrazioni')).toEqual(['amministrazioni'])
    expect(queryTerms('amministrazioni')).toEqual(['amministr'])
    expect(queryTerms(`${AS_WRITTEN}le amministrazioni`)).toEqual(['amministrazioni'])
  })
})

describe('highlight', () => {
  const q = (text: string) => queryWords(text)

  it('marks words by stem, prefix and typo, with the matched query words', () => {
    const h = highlight('Le città metropolitane e la migrazione', q('citta migrare metropolitne'))
    expect(h.value).toBe('Le <em>città</em> <em>metropolitane</em> e la <em>migrazione</em>')
    expect(h.matchLevel).toBe('full')
    expect(h.matchedWords.sort()).toEqual(['citta', 'metropolitne', 'migrare'])
  })

  it('says partial or none, and escapes the text around the marks', () => {
    expect(highlight('a <b> città', q('citta cloud')).value).toBe('a &lt;b&gt; <em>città</em>')
    expect(highlight('a città', q('citta cloud')).matchLevel).toBe('partial')
    expect(highlight('nulla qui', q('citta')).matchLevel).toBe('none')
  })

  it('parses a highlighted value into plain segments (never HTML)', () => {
    expect(segments('x &lt;script&gt; <em>città</em>!')).toEqual([
      { text: 'x <script> ', marked: false },
      { text: 'città', marked: true },
      { text: '!', marked: false },
    ])
  })

  it('cuts a snippet around the first match, at spaces, with ellipses', () => {
    const long = `${'parola '.repeat(60)}<em>cloud</em>${' altro'.repeat(60)}`
    const out = snippet(segments(long), 100)
    const text = out.map((s) => s.text).join('')
    expect(text.startsWith('… ')).toBe(true)
    expect(text.endsWith(' …')).toBe(true)
    expect(text.length).toBeLessThanOrEqual(106)
    expect(out.find((s) => s.marked)?.text).toBe('cloud')
  })

  it('bounds the edit distance', () => {
    expect(withinEdits('metropolitne', 'metropolitane', 1)).toBe(true)
    expect(withinEdits('abc', 'xyz', 1)).toBe(false)
    expect(withinEdits('am', 'amministr', 2)).toBe(false)
  })
})

describe('paging', () => {
  it('clamps the page to the valid pages and gives the slice', () => {
    expect(pageWindow(20, { page: 2 })).toEqual({ page: 2, nbPages: 3, from: 8, to: 16 })
    expect(pageWindow(20, { page: 99 })).toEqual({ page: 3, nbPages: 3, from: 16, to: 20 })
    expect(pageWindow(0, { page: 5 })).toEqual({ page: 1, nbPages: 1, from: 0, to: 0 })
    expect(pageWindow(5000, { page: 1000 }).nbPages).toBe(125)
  })
})

describe('embedded index (Orama)', () => {
  it('answers in the hit shape, with highlight results', async () => {
    const index = await buildIndex(RECORDS)
    const { hits, nbHits, page, nbPages } = await searchIndex(index, { q: 'citta metropolitane', filters: [] })
    expect({ nbHits, page, nbPages }).toEqual({ nbHits: 1, page: 1, nbPages: 1 })
    expect(hits[0]).toEqual({
      ...RECORDS[0],
      _highlightResult: {
        title: {
          value: 'Le spese di connettività delle <em>città</em> <em>metropolitane</em> sono ammissibili?',
          matchLevel: 'full',
          matchedWords: ['citta', 'metropolitane'],
        },
        content: { value: RECORDS[0]!.content, matchLevel: 'none', matchedWords: [] },
      },
    })
  })

  it('finds accent-less spellings, typos and other forms of a word; every word must match', async () => {
    const index = await buildIndex(RECORDS)
    const ids = async (q: string, filters: SearchRecord['content_type'][] = []) =>
      (await searchIndex(index, { q, filters })).hits.map((h) => h.objectID).sort()
    expect(await ids('connettivita')).toEqual(['faq-1'])
    expect(await ids('metropolitne')).toEqual(['faq-1'])
    expect(await ids('amministrazone')).toEqual(['news-1', 'page-1'])
    expect(await ids('rendicontazioni')).toEqual(['page-1'])
    expect(await ids('cloud comuni')).toEqual(['news-1'])
    expect(await ids('cloud rendicontazione')).toEqual([])
    expect(await ids('amministrazioni', ['news'])).toEqual(['news-1'])
    expect(await ids('della')).toEqual([])
  })

  it('pages 8 hits at a time and clamps the page', async () => {
    const many = Array.from({ length: 20 }, (_, i) => record(`n-${i}`, `Avviso numero ${i}`, 'Contributi per la migrazione al cloud', 'news'))
    const index = await buildIndex(many)
    const last = await searchIndex(index, { q: 'migrazione', filters: [], page: 7 })
    expect({ nbHits: last.nbHits, page: last.page, nbPages: last.nbPages, shown: last.hits.length }).toEqual({ nbHits: 20, page: 3, nbPages: 3, shown: 4 })
  })
})

describe('word-match cache', () => {
  it('answers a repeated word from the cache and drops the least recently used beyond its budget', async () => {
    const cache = new MatchCache(5)
    let computed = 0
    const matches = (n: number) => async () => {
      computed++
      return new Map(Array.from({ length: n }, (_, i) => [`d${i}`, 1]))
    }
    await cache.get('a', matches(3))
    await cache.get('a', matches(3))
    expect(computed).toBe(1)
    await cache.get('b', matches(2))
    await cache.get('a', matches(3)) // a is now the most recent
    await cache.get('c', matches(2)) // over budget: b goes
    await cache.get('a', matches(3))
    expect(computed).toBe(3)
    await cache.get('b', matches(2))
    expect(computed).toBe(4)
    await cache.get('big', matches(9)) // larger than the budget: never held
    await cache.get('big', matches(9))
    expect(computed).toBe(6)
  })
})

describe('common words', () => {
  // 1,200 documents say "migrazione" or "migrazioni" (one stem), 300 "cloud": only the first is common.
  const corpus = Array.from({ length: 1200 }, (_, i) =>
    record(`n-${i}`, `Avviso ${i}`, `${i % 2 ? 'La migrazione' : 'Le migrazioni'}${i < 300 ? ' al cloud' : ''}`, 'news'),
  )

  it('are ranked when the index is built, and again after a one-document update', async () => {
    const index = await buildIndex(corpus)
    expect(commonWords(index).map((w) => w.slice(0, 8))).toEqual(['migrazio'])
    expect(index.cache.size).toBe(1)
    // Every form of the word is answered by that entry; another word adds its own.
    expect((await searchIndex(index, { q: 'migrazioni', filters: [] })).nbHits).toBe(1000)
    expect(index.cache.size).toBe(1)
    expect((await searchIndex(index, { q: 'cloud', filters: [] })).nbHits).toBe(300)
    expect(index.cache.size).toBe(2)
    const updated = await replaceRecord(index, 'n-0', record('n-0', 'Avviso 0', 'Contributi per le scuole', 'news'))
    expect(updated.cache.size).toBe(1)
    expect((await searchIndex(updated, { q: 'migrazione', filters: [] })).hits.some((h) => h.objectID === 'n-0')).toBe(false)
  })

  it('follow one-document updates (the index counts the documents of each word itself)', async () => {
    const clouds = Array.from({ length: 1001 }, (_, i) => record(`c-${i}`, `Avviso ${i}`, 'Il cloud', 'news'))
    const index = await buildIndex(clouds)
    expect(commonWords(index)).toEqual(['cloud'])
    const fewer = await replaceRecord(index, 'c-0', record('c-0', 'Avviso 0', 'Le scuole', 'news'))
    expect(commonWords(fewer)).toEqual([])
    expect(commonWords(await replaceRecord(fewer, 'c-0', record('c-0', 'Avviso 0', 'Ancora cloud', 'news')))).toEqual(['cloud'])
  })
})

describe('codes and acronyms of the programme (issue 39)', () => {
  it('reads a measure code as one word and «app IO» as one, though «io» is a stop word', () => {
    expect(words('Avviso 1.4.1 – Comuni, misura 1.2')).toEqual(['avviso', '1.4.1', 'comuni', 'misura', '1.2'])
    expect(words('Servizi in app IO')).toEqual(['servizi', 'in', 'appio'])
  })
})
