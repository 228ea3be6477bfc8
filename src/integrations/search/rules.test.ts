import { describe, expect, it } from 'vitest'
import { searchConfig } from './config'
import { blocksText, isDraft, lexicalText, recordFor } from './extract'
import { FreshIndex } from './freshness'
import { parseApiParams, parseFilters, parsePage, parseQuery, searchHref } from './params'

describe('query string', () => {
  it('reads filters comma-separated or repeated, keeps known types in the spec order, never page', () => {
    expect(parseFilters('news,faq')).toEqual(['news', 'faq'])
    expect(parseFilters(['faq', 'avviso,news'])).toEqual(['news', 'faq', 'avviso'])
    expect(parseFilters('page,<script>,faq')).toEqual(['faq'])
    expect(parseFilters(undefined)).toEqual([])
  })

  it('reads q and page defensively', () => {
    expect(parseQuery(['  cloud   pa ', 'altro'])).toBe('cloud pa')
    expect(parseQuery('x'.repeat(500))).toHaveLength(200)
    expect(parsePage('3')).toBe(3)
    expect(parsePage('-2')).toBe(1)
    expect(parsePage('abc')).toBe(1)
    expect(parsePage('0')).toBe(1)
  })

  it('writes the address: page 1 and empty parts left out, filters comma-separated', () => {
    expect(searchHref('città metropolitane', ['news', 'faq'], 2)).toBe('/cerca?q=citt%C3%A0+metropolitane&filters=news,faq&page=2')
    expect(searchHref('cloud', [], 1)).toBe('/cerca?q=cloud')
  })

  it('rejects hostile API input with Italian messages', () => {
    const parse = (qs: string) => parseApiParams(new URLSearchParams(qs))
    expect(parse('q=cloud&filters=faq,news&page=2')).toEqual({ ok: true, value: { q: 'cloud', filters: ['news', 'faq'], page: 2 } })
    expect(parse('q=ab')).toEqual({ ok: false, message: 'Scrivi almeno 3 caratteri per cercare.' })
    expect(parse(`q=${'a'.repeat(201)}`)).toEqual({ ok: false, message: 'La ricerca può contenere al massimo 200 caratteri.' })
    expect(parse('q=cloud&filters=nope')).toEqual({ ok: false, message: 'Tipo di contenuto non valido: nope.' })
    expect(parse('q=cloud&page=-1')).toEqual({ ok: false, message: 'Il numero di pagina non è valido.' })
    expect(parse('q=cloud&q=pa')).toEqual({ ok: false, message: 'Il parametro q può comparire una sola volta.' })
    expect(parse('q=cloud&x=1')).toEqual({ ok: false, message: 'Parametro non riconosciuto: x.' })
  })
})

describe('provider choice', () => {
  it('is Orama by default and Algolia with its keys', () => {
    expect(searchConfig({})).toEqual({ provider: 'orama' })
    expect(searchConfig({ ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_KEY: 'k', ALGOLIA_INDEX_NAME: 'sito' })).toEqual({
      provider: 'algolia',
      algolia: { appId: 'APP', searchKey: 'k', indexName: 'sito' },
    })
    expect(searchConfig({ SEARCH_PROVIDER: 'orama', ALGOLIA_APP_ID: 'APP' })).toEqual({ provider: 'orama' })
  })

  it('says which environment variables are not set when Algolia is chosen without them', () => {
    expect(searchConfig({ SEARCH_PROVIDER: 'algolia', ALGOLIA_APP_ID: 'APP' })).toEqual({
      provider: 'unconfigured',
      message: 'La ricerca non è disponibile: le variabili d’ambiente ALGOLIA_SEARCH_KEY, ALGOLIA_INDEX_NAME non sono impostate.',
    })
    expect(searchConfig({ ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_KEY: 'k' })).toEqual({
      provider: 'unconfigured',
      message: 'La ricerca non è disponibile: la variabile d’ambiente ALGOLIA_INDEX_NAME non è impostata.',
    })
  })
})

const lexical = (...paragraphs: string[]) => ({
  root: { type: 'root', children: paragraphs.map((text) => ({ type: 'paragraph', children: [{ type: 'text', text }, { type: 'linebreak' }] })) },
})

describe('text extraction', () => {
  it('takes rich text and the text fields of blocks, not settings, links or related documents', () => {
    expect(lexicalText(lexical('Primo  paragrafo', 'Secondo'))).toBe('Primo paragrafo\nSecondo')
    const body = [
      { blockType: 'hero', id: 'x1', title: 'Titolo del banner', description: 'Una descrizione', layout: 'large_with_border_top', image: { mimeType: 'image/png', alt: 'foto' } },
      { blockType: 'alert', colore: 'warning', testo: 'Attenzione alle scadenze', link: { href: 'https://example.it', text: 'Leggi' } },
      { blockType: 'richText', content: lexical('Testo ricco') },
      { blockType: 'faqList', faqs: [{ id: 3, title: 'Altra', slug: 'altra', createdAt: '2025-01-01T00:00:00.000Z' }] },
    ]
    expect(blocksText(body)).toEqual(['Titolo del banner', 'Una descrizione', 'Attenzione alle scadenze', 'Leggi', 'Testo ricco'])
  })

  it('builds records with the path rules of each section', () => {
    const faq = recordFor('faqs', { id: 7, title: 'Domanda', slug: 'domanda', category: 'generali', body: [{ blockType: 'richText', content: lexical('Risposta') }] })
    expect(faq).toEqual({ objectID: 'faq-7', title: 'Domanda', content: 'Risposta', slug: 'domanda', url: '/supporto/domande-frequenti/generali/domanda', target: '_self', content_type: 'faq' })
    expect(recordFor('pages', { id: 1, title: 'Home', slug: 'home' })?.url).toBe('/')
    expect(recordFor('datis', { id: 2, title: 'Dati', slug: 'avanzamento', summary: 'Sintesi' })).toMatchObject({ url: '/open-data/avanzamento', content: 'Sintesi', content_type: 'dati' })
    expect(recordFor('announcements', { id: 4, name: 'Avviso 1.4.1', url: 'https://pa.example.it/avviso', beneficiari: ['Comuni'], entePromotore: { label: 'Dipartimento' } })).toMatchObject({
      objectID: 'avviso-4', title: 'Avviso 1.4.1', content: 'Dipartimento\nComuni', target: '_blank', content_type: 'avviso',
    })
    expect(recordFor('updates', { id: 5, title: 'Nuovo manuale', cta: { text: 'Vai', cmsPage: { slug: 'guide-e-risorse' } } })).toMatchObject({ url: '/guide-e-risorse', target: '_self', content_type: 'update' })
    expect(recordFor('updates', { id: 6, title: 'Senza collegamento', cta: {} })).toBeNull()
  })

  it('recognises drafts, only on collections that have them', () => {
    expect(isDraft({ _status: 'draft' })).toBe(true)
    expect(isDraft({ _status: 'published' })).toBe(false)
    expect(isDraft({})).toBe(false)
  })
})

describe('freshness: the index follows the content version in the database', () => {
  function setup() {
    let version = 'v1'
    let now = 0
    let reads = 0
    let release: () => void = () => {}
    let gate: Promise<void> | null = null
    const index = new FreshIndex<string>({
      readVersion: async () => {
        reads++
        return version
      },
      build: async () => {
        const built = `indice@${version}`
        if (gate) await gate
        return built
      },
      now: () => now,
      intervalMs: 2000,
    })
    return {
      index,
      set: (v: string) => (version = v),
      tick: (ms: number) => (now += ms),
      reads: () => reads,
      hold: () => (gate = new Promise<void>((r) => (release = r))),
      release: () => {
        gate = null
        release()
      },
    }
  }

  it('waits for the first build, then reads the version at most every 2 seconds', async () => {
    const s = setup()
    expect(await s.index.get()).toBe('indice@v1')
    expect(s.reads()).toBe(1)
    s.tick(1500)
    await s.index.get()
    expect(s.reads()).toBe(1)
    s.tick(600)
    await s.index.get()
    expect(s.reads()).toBe(2)
    expect(s.index.builds).toBe(1)
  })

  it('serves the old index while the new one builds, then the new one', async () => {
    const s = setup()
    await s.index.get()
    s.set('v2')
    s.hold()
    s.tick(2000)
    expect(await s.index.get()).toBe('indice@v1')
    s.tick(2000)
    expect(await s.index.get()).toBe('indice@v1')
    s.release()
    await s.index.settled()
    expect(await s.index.get()).toBe('indice@v2')
    expect(s.index.builds).toBe(2)
  })

  it('does not rebuild when the version is unchanged, and shares one first build', async () => {
    const s = setup()
    const [a, b] = await Promise.all([s.index.get(), s.index.get()])
    expect([a, b]).toEqual(['indice@v1', 'indice@v1'])
    s.tick(5000)
    await s.index.get()
    await s.index.settled()
    expect(s.index.builds).toBe(1)
  })
})
