// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderAll } from '../render-all'
import type { BlockContext } from '../types'
import { SidebarRichTextComponent } from './Component'
import { sidebarRichTextExamples } from './examples'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const context: BlockContext = { path: '/esempi/filtri', crumbs: [] }
const filtered = <SidebarRichTextComponent block={sidebarRichTextExamples.filtered} context={context} />

describe('SidebarRichText without JavaScript', () => {
  it('shows every section with an index of anchors and no progress bar', async () => {
    const html = await renderAll(<SidebarRichTextComponent block={sidebarRichTextExamples.plain} context={context} />)
    expect(html).toContain('<nav aria-label="Indice della pagina" class="sito-indice">')
    expect(html).toContain('<a href="#chi-puo-partecipare">Chi può partecipare</a>')
    expect(html).toContain('<h2 id="chi-puo-partecipare">Chi può partecipare</h2>')
    expect(html.match(/<section /g)).toHaveLength(4)
    expect(html).not.toContain('hidden')
    expect(html).not.toContain('progressbar')
    expect(html).not.toContain('<select')
  })

  it('offers a GET form with the beneficiaries present and a submit button', async () => {
    const html = await renderAll(filtered)
    expect(html).toMatch(/<form class="[^"]*" action="\/esempi\/filtri" method="get">/)
    expect(html).toMatch(/<label for="[^"]+-beneficiario" class="sito-filter__label">Beneficiario<\/label>/)
    const options = [...html.matchAll(/<option value="([^"]*)"/g)].map((m) => m[1])
    expect(options).toEqual(['', 'ASL e Aziende ospedaliere', 'Città metropolitane', 'Comuni', 'Scuole'])
    expect(html).toContain('<option value="" selected="">Tutti i beneficiari</option>')
    expect(html).toContain('<button type="submit" class="btn btn-primary">Applica i filtri</button>')
    expect(html).toContain('4 risultati su 4')
  })
})

describe('SidebarRichText with JavaScript', () => {
  let container: HTMLDivElement
  let root: Root

  const mount = async (search: string) => {
    window.history.replaceState(null, '', `/esempi/filtri${search}`)
    container = document.createElement('div')
    document.body.append(container)
    root = createRoot(container)
    await act(async () => root.render(filtered))
    // a lazy leaf: rendered once its chunk has loaded
    await vi.waitFor(() => expect(container.querySelector('section')).not.toBeNull())
  }
  const shownTitles = () =>
    [...container.querySelectorAll<HTMLElement>('section')].filter((s) => !s.hidden).map((s) => s.querySelector('h2')?.textContent)
  const disabled = () => [...container.querySelectorAll('nav [aria-disabled="true"]')].map((a) => a.textContent)

  afterEach(() => {
    act(() => root.unmount())
    container.remove()
  })

  it('applies the filter in the URL on load and disables the index links of hidden sections', async () => {
    await mount('?beneficiario=Scuole')
    expect(shownTitles()).toEqual(['Scuole: sito e servizi per le famiglie', 'Regole comuni a tutti gli enti'])
    expect(disabled()).toEqual(['Comuni: portare i servizi online', 'Aziende sanitarie: migrazione in cloud'])
    expect(container.querySelector('nav [aria-disabled="true"]')?.hasAttribute('href')).toBe(false)
    expect(container.querySelector('select')?.value).toBe('Scuole')
    expect(container.querySelector('[aria-live="polite"]')?.textContent).toBe('2 risultati su 4')
    expect(container.querySelector('button[type="submit"]')).toBeNull()
    expect(container.querySelector('[role="progressbar"]')?.getAttribute('aria-valuemax')).toBe('100')
  })

  it('filters in place on change and writes the choice in the query string', async () => {
    await mount('?pagina=2')
    const select = container.querySelector('select')!
    await act(async () => {
      select.value = 'Città metropolitane'
      select.dispatchEvent(new Event('change', { bubbles: true }))
    })
    expect(window.location.search).toBe('?pagina=2&beneficiario=Citt%C3%A0+metropolitane')
    expect(shownTitles()).toEqual(['Comuni: portare i servizi online', 'Regole comuni a tutti gli enti'])
    await act(async () => {
      select.value = ''
      select.dispatchEvent(new Event('change', { bubbles: true }))
    })
    expect(window.location.search).toBe('?pagina=2')
    expect(shownTitles()).toHaveLength(4)
    expect(disabled()).toEqual([])
  })
})
