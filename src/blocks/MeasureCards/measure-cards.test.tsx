// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import type { BlockContext } from '../types'
import { MeasureCardsComponent } from './Component'
import { formatEuro } from '@/programme/euro'
import { measureCardsExamples } from './examples'
import { shownCards } from './filter'
import { loadLeaves } from '../render-all'

await loadLeaves()

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const context: BlockContext = { path: '/esempi/filtri', crumbs: [] }
const block = measureCardsExamples.misure
const element = <MeasureCardsComponent block={block} context={context} />

describe('measure card rules', () => {
  it('formats resources in euro the Italian way, with cents only when there are some (issue 38, problem 6)', () => {
    expect(formatEuro(813_000_000)).toMatch(/^813\.000\.000\s€$/)
    expect(formatEuro(12_345.67)).toMatch(/^12\.345,67\s€$/)
    expect(formatEuro(11_200.5)).toMatch(/^11\.200,50\s€$/)
    // Italian style groups digits only from five up.
    expect(formatEuro(1_234)).toMatch(/^1234\s€$/)
  })

  it('keeps the cards that pass both filters', () => {
    const cards = [
      { beneficiari: ['Comuni', 'Scuole'], promotore: 'DTD' },
      { beneficiari: ['Comuni'], promotore: 'DFP' },
      { beneficiari: [], promotore: null },
    ]
    expect(shownCards(cards, '', '')).toEqual([true, true, true])
    expect(shownCards(cards, 'Scuole', '')).toEqual([true, false, true])
    expect(shownCards(cards, 'Comuni', 'DFP')).toEqual([false, true, true])
    expect(shownCards(cards.slice(0, 2), 'Scuole', 'DFP')).toEqual([false, false])
  })
})

describe('MeasureCards without JavaScript', () => {
  const html = renderToStaticMarkup(element)

  it('shows every card with its facts, links and headings under the section title', () => {
    expect(html.match(/<li class="col">/g)).toHaveLength(5)
    expect(html).toContain('<h3 class="sito-misura__titolo h5">1.4.3 Adozione pagoPA</h3>')
    expect(html).toMatch(/<dt>Risorse<\/dt><dd>200\.000\.000\s€<\/dd>/)
    expect(html).toContain('<dt>Beneficiari</dt><dd>Comuni, Province, Città metropolitane</dd>')
    expect(html).toContain('<dt>Platea potenziale</dt><dd>Oltre 16.000 enti</dd>')
    expect(html).toContain('<a class="btn btn-primary btn-sm" href="/supporto/assistenza-tecnica">Chiedi assistenza</a>')
  })

  it('offers both filters with the values present in the cards', () => {
    expect(html).toContain('<option value="" selected="">Tutti i beneficiari</option>')
    expect(html).toContain('<option value="" selected="">Tutti gli enti promotori</option>')
    expect(html).toContain('<option value="Dipartimento della funzione pubblica">')
    expect(html).toContain('<option value="Enti pubblici non economici">')
    expect(html).not.toContain('<option value="Università">')
  })

  it('renders nothing when no card has a loaded measure', () => {
    const out = renderToStaticMarkup(
      <MeasureCardsComponent block={{ ...block, cards: [{ ...block.cards[0], misura: 4 }] }} context={context} />,
    )
    expect(out).toBe('')
  })
})

describe('MeasureCards with JavaScript', () => {
  let container: HTMLDivElement
  let root: Root
  const mount = async (search: string) => {
    window.history.replaceState(null, '', `/esempi/filtri${search}`)
    container = document.createElement('div')
    document.body.append(container)
    root = createRoot(container)
    await act(async () => root.render(element))
  }
  const titles = () =>
    [...container.querySelectorAll<HTMLElement>('li.col')].filter((li) => !li.hidden).map((li) => li.querySelector('h3')?.textContent)
  const choose = (name: string, value: string) =>
    act(async () => {
      const select = container.querySelector<HTMLSelectElement>(`select[name="${name}"]`)!
      select.value = value
      select.dispatchEvent(new Event('change', { bubbles: true }))
    })

  afterEach(() => {
    act(() => root.unmount())
    container.remove()
  })

  it('filters by beneficiary and promoting body and says when nothing is left', async () => {
    await mount('?promotore=Dipartimento+della+funzione+pubblica')
    expect(titles()).toEqual(['2.2.3 Digitalizzazione delle procedure SUAP e SUE'])
    await choose('beneficiario', 'Scuole')
    expect(window.location.search).toBe('?promotore=Dipartimento+della+funzione+pubblica&beneficiario=Scuole')
    expect(titles()).toEqual([])
    expect(container.querySelector('[aria-live="polite"]')?.textContent).toBe(
      'Non ci sono contenuti disponibili per il beneficiario selezionato',
    )
    await choose('promotore', '')
    expect(titles()).toEqual(['1.4.1 Esperienza dei servizi pubblici', '1.2 Abilitazione e facilitazione migrazione al Cloud'])
    expect(container.querySelector('[aria-live="polite"]')?.textContent).toBe('2 risultati su 5')
  })
})
