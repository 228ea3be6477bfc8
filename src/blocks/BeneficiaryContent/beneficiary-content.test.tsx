// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BENEFICIARI } from '@/content/taxonomies'
import type { BlockContext } from '../types'
import { beneficiaryContentExamples } from './examples'
import { BeneficiaryContentComponent } from './Component'
import { loadLeaves } from '../render-all'

await loadLeaves()

const find = vi.fn()
vi.mock('@/content/cms', () => ({ cms: async () => ({ find }) }))

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const context: BlockContext = { path: '/esempi/filtri', crumbs: [] }
const block = beneficiaryContentExamples.opportunita
const element = () => BeneficiaryContentComponent({ block, context })
const NO_CONTENT = 'Non ci sono contenuti disponibili per il beneficiario selezionato'

beforeEach(() => {
  find.mockReset()
  find.mockResolvedValue({ docs: BENEFICIARI.map((label, i) => ({ id: i + 1, label })) })
})

describe('BeneficiaryContent without JavaScript', () => {
  it('shows every item with its heading, rich text and link under the section title', async () => {
    const html = renderToStaticMarkup(await element())
    expect(html).toContain('<section class="container my-4" aria-labelledby="beneficiari-opportunita"><h2 id="beneficiari-opportunita" class="mb-3">Le opportunità per il tuo ente</h2>')
    expect(html.match(/<li><article class="sito-beneficiari__voce">/g)).toHaveLength(4)
    expect(html).not.toMatch(/<li hidden/)
    expect(html).toContain('<h3 class="h5">Per le scuole: un sito chiaro per studenti e famiglie</h3>')
    expect(html).toContain('Regioni e Province autonome coordinano gli enti del territorio')
    expect(html).toContain('<a href="/beneficiari/comuni">Scopri le misure per i comuni<span class="visually-hidden"> su Per i comuni: servizi online e pagamenti digitali</span></a>')
    expect(html).toContain('4 risultati su 4')
  })

  it('offers every beneficiary of the collection, also those with no item', async () => {
    const html = renderToStaticMarkup(await element())
    expect(find).toHaveBeenCalledWith(expect.objectContaining({ collection: 'enteBeneficiarios', pagination: false }))
    expect(html).toContain('<label for="beneficiari-opportunita-beneficiario-tunita" class="sito-filter__label">Beneficiario</label>')
    expect(html).toContain('<option value="" selected="">Tutti i beneficiari</option>')
    expect(html.match(/<option value="[^"]+">/g)).toHaveLength(BENEFICIARI.length)
    expect(html).toContain('<option value="Università">Università</option>')
  })
})

describe('BeneficiaryContent with JavaScript', () => {
  let container: HTMLDivElement
  let root: Root
  const mount = async (search: string) => {
    window.history.replaceState(null, '', `/esempi/filtri${search}`)
    const tree = await element()
    container = document.createElement('div')
    document.body.append(container)
    root = createRoot(container)
    await act(async () => root.render(tree))
  }
  const titles = () => [...container.querySelectorAll<HTMLElement>('li')].filter((li) => !li.hidden).map((li) => li.querySelector('h3')?.textContent)
  const status = () => container.querySelector('[aria-live="polite"]')?.textContent
  const choose = (value: string) =>
    act(async () => {
      const select = container.querySelector<HTMLSelectElement>('select[name="beneficiario-tunita"]')!
      select.value = value
      select.dispatchEvent(new Event('change', { bubbles: true }))
    })

  afterEach(() => {
    act(() => root.unmount())
    container.remove()
  })

  it('reads its own filter from the address (the block id ends the name) and shows only the matching items', async () => {
    await mount('?beneficiario-tunita=Scuole')
    expect(titles()).toEqual(['Per le scuole: un sito chiaro per studenti e famiglie'])
    expect(status()).toBe('1 risultato su 4')
  })

  it('says when the chosen beneficiary has no content, and updates the address', async () => {
    await mount('')
    expect(titles()).toHaveLength(4)
    await choose('Università')
    expect(window.location.search).toBe('?beneficiario-tunita=Universit%C3%A0')
    expect(titles()).toEqual([])
    expect(status()).toBe(NO_CONTENT)
    await choose('')
    expect(window.location.search).toBe('')
    expect(titles()).toHaveLength(4)
  })
})
