import type { Payload } from 'payload'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { cms } from '@/content/cms'
import type { SearchHeroBlock } from '@/payload-types'
import type { BlockContext } from '../types'
import { SearchHeroComponent } from './Component'
import { searchHeroExamples } from './examples'

vi.mock('@/content/cms', () => ({ cms: vi.fn() }))

const context: BlockContext = { path: '/esempi/ricerca', crumbs: [] }
const findGlobal = vi.fn()
const render = async (block: SearchHeroBlock) => renderToStaticMarkup(await SearchHeroComponent({ block: { ...block, id: 'hero1' }, context }))

beforeEach(() => {
  findGlobal.mockReset()
  findGlobal.mockResolvedValue({ title: 'Ricerche frequenti', items: [{ keyword: 'pagoPA' }, { keyword: 'migrazione al cloud' }, { keyword: ' ' }] })
  vi.mocked(cms).mockResolvedValue({ findGlobal } as unknown as Payload)
})

describe('SearchHero', () => {
  it('is a GET form to /cerca that works without JavaScript, under an h2', async () => {
    const html = await render(searchHeroExamples.completa)
    expect(html).toContain('<h2 id="ricerca-hero1">Trova quello che ti serve</h2>')
    expect(html).toContain('<form role="search" aria-labelledby="ricerca-hero1" action="/cerca" method="get">')
    expect(html).toMatch(/<input id="ricerca-hero1-q" type="search" class="form-control" minLength="3" required=""[^>]* name="q"\/>/)
    expect(html).not.toContain('<h1')
  })

  it('offers the chosen content types as repeated filters, with the spec labels', async () => {
    const html = await render(searchHeroExamples.completa)
    expect(html.match(/name="filters"/g)).toHaveLength(4)
    expect(html).toContain('<input class="form-check-input" type="checkbox" id="ricerca-hero1-faq" name="filters" value="faq"/>')
    expect(html).toContain('>Domande frequenti</label>')
    expect(html).toContain('<legend class="form-label">Cerca solo tra</legend>')
  })

  it('links the editors’ suggestions to their search, skipping blank ones', async () => {
    const html = await render(searchHeroExamples.completa)
    expect(html).toContain('<h3 id="ricerca-hero1-suggerimenti" class="h6">Ricerche frequenti</h3>')
    expect(html).toContain('<a href="/cerca?q=pagoPA">pagoPA</a>')
    expect(html).toContain('<a href="/cerca?q=migrazione+al+cloud">migrazione al cloud</a>')
    expect(html.match(/<li class="list-inline-item">/g)).toHaveLength(2)
  })

  it('without types or suggestions is just the search field', async () => {
    const html = await render(searchHeroExamples.semplice)
    expect(html).not.toContain('fieldset')
    expect(html).not.toContain('Ricerche frequenti')
    expect(findGlobal).not.toHaveBeenCalled()
  })
})
