// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import type { BlockContext } from '../types'
import { MeasuresAccordionComponent } from './Component'
import { measuresAccordionExamples } from './examples'
import { visibility } from './filter'
import { loadLeaves } from '../render-all'

await loadLeaves()

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const context: BlockContext = { path: '/esempi/filtri', crumbs: [] }
const element = <MeasuresAccordionComponent block={measuresAccordionExamples.risorse} context={context} />

describe('accordion visibility', () => {
  const items = [
    {
      misura: 'A',
      resources: [{ beneficiari: ['Comuni'] }, { beneficiari: ['Scuole'] }],
    },
    { misura: 'B', resources: [{ beneficiari: ['Scuole'] }] },
    { misura: 'C', resources: [{ beneficiari: [] }] },
  ]

  it('hides the resources of other beneficiaries and the items left without resources', () => {
    expect(visibility(items, '', 'Comuni')).toEqual({
      items: [true, false, true],
      resources: [[true, false], [false], [true]],
    })
  })

  it('keeps only the chosen measure, and nothing when it has no matching resource', () => {
    expect(visibility(items, 'B', '').items).toEqual([false, true, false])
    expect(visibility(items, 'B', 'Comuni').items).toEqual([false, false, false])
  })
})

describe('MeasuresAccordion without JavaScript', () => {
  const html = renderToStaticMarkup(element)

  it('shows every measure open with its resources and no toggles', () => {
    expect(html).not.toContain('<button type="button"')
    expect(html).not.toContain('hidden')
    expect(html).toContain(
      '<h3 class="accordion-header"><span id="risorse-blocco-voce-1" class="sito-misure__static">1.4.1 Esperienza dei servizi pubblici</span></h3>',
    )
    expect(html).toContain('<a href="/guide-e-risorse/vademecum-pagopa">Vademecum per l’integrazione con pagoPA</a>')
    expect(html).toContain('<option value="" selected="">Tutte le misure</option>')
    expect(html).toContain('<option value="Province">Province</option>')
  })
})

describe('MeasuresAccordion with JavaScript', () => {
  let container: HTMLDivElement
  let root: Root
  const mount = async (search: string) => {
    window.history.replaceState(null, '', `/esempi/filtri${search}`)
    container = document.createElement('div')
    document.body.append(container)
    root = createRoot(container)
    await act(async () => root.render(element))
  }
  const toggles = () => [...container.querySelectorAll<HTMLButtonElement>('.accordion-button')]
  const press = (key: string) =>
    act(async () => {
      document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }))
    })

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

  it('collapses the panels behind toggles that open them and move focus with the keys', async () => {
    await mount('')
    const [first, second, third] = toggles()
    expect(first!.getAttribute('aria-expanded')).toBe('false')
    expect(document.getElementById(first!.getAttribute('aria-controls')!)!.hidden).toBe(true)
    await act(async () => first!.click())
    expect(first!.getAttribute('aria-expanded')).toBe('true')
    expect(document.getElementById(first!.getAttribute('aria-controls')!)!.hidden).toBe(false)
    first!.focus()
    await press('ArrowDown')
    expect(document.activeElement).toBe(second)
    await press('End')
    expect(document.activeElement).toBe(third)
    await press('ArrowDown')
    expect(document.activeElement).toBe(first)
  })

  it('applies the query on load, skips hidden items with the keys and shows the empty message', async () => {
    await mount('?beneficiario=Scuole')
    const items = () => [...container.querySelectorAll<HTMLElement>('.accordion-item')]
    expect(items().map((i) => i.hidden)).toEqual([false, false, false])
    expect([...items()[0]!.querySelectorAll('li')].map((li) => li.hidden)).toEqual([true, false])
    // The pagoPA FAQ has no beneficiary, so it is for everyone.
    expect([...items()[2]!.querySelectorAll('li')].map((li) => li.hidden)).toEqual([true, false])

    await choose('beneficiario', 'ASL e Aziende ospedaliere')
    expect(items().map((i) => i.hidden)).toEqual([true, false, false])
    toggles()[2]!.focus()
    await press('ArrowDown')
    expect(document.activeElement).toBe(toggles()[1])

    await choose('misura', '1.4.1 Esperienza dei servizi pubblici')
    expect(window.location.search).toBe('?beneficiario=ASL+e+Aziende+ospedaliere&misura=1.4.1+Esperienza+dei+servizi+pubblici')
    expect(container.querySelector('[aria-live="polite"]')?.textContent).toBe('Nessun risultato trovato con i filtri attuali')
  })
})
