import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderAll } from '../render-all'
import type { BlockContext } from '../types'
import { FaqSearchComponent } from './Component'
import { faqSearchExamples } from './examples'

const context: BlockContext = { path: '/esempi/ricerca', crumbs: [] }
const html = () => renderAll(FaqSearchComponent({ block: faqSearchExamples.base, context }))

afterEach(() => vi.unstubAllEnvs())

describe('FaqSearch', () => {
  it('without JavaScript is a GET form to /cerca filtered on FAQs, with a labelled field and no results yet', async () => {
    vi.stubEnv('SEARCH_PROVIDER', 'orama')
    const out = await html()
    expect(out).toContain('<h2 id="faq-search-ricerca-faq-titolo" class="mb-3">Cerca tra le domande frequenti</h2>')
    // A named landmark: the header's search is another one.
    expect(out).toMatch(/<form role="search" aria-label="Ricerca nelle domande frequenti"[^>]* action="\/cerca" method="get"/)
    expect(out).toContain('<input type="hidden" name="filters" value="faq"/>')
    expect(out).toContain('<label for="faq-search-ricerca-faq-q" class="form-label fw-semibold">Scrivi la tua domanda</label>')
    expect(out).toMatch(/<input id="faq-search-ricerca-faq-q" type="search"[^>]* name="q" value=""\/>/)
    // the button works in the server HTML (no JavaScript to enable it later)
    expect(out).not.toContain('disabled')
    expect(out).not.toContain('Domande trovate')
  })

  it('never puts the Algolia admin key in the page, only the public search values', () => {
    vi.stubEnv('SEARCH_PROVIDER', 'algolia')
    vi.stubEnv('ALGOLIA_APP_ID', 'APPID')
    vi.stubEnv('ALGOLIA_SEARCH_KEY', 'chiave-pubblica')
    vi.stubEnv('ALGOLIA_INDEX_NAME', 'sito')
    vi.stubEnv('ALGOLIA_ADMIN_KEY', 'chiave-segreta')
    const element = FaqSearchComponent({ block: faqSearchExamples.base, context })
    const props = JSON.stringify(element.props)
    expect(props).toContain('chiave-pubblica')
    expect(props).not.toContain('chiave-segreta')
  })
})
