// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ListSection } from './ListSection'
import { loadLeaves } from '../render-all'

await loadLeaves()

// The route sets the window per request (React's server cache); here one shared value.
const asked = { path: '/', window: 1 }
vi.mock('@/content/list-window', () => ({ listWindow: () => asked }))

const items = Array.from({ length: 12 }, (_, i) => <span key={i}>Voce {i + 1}</span>)
const section = <ListSection blockId="scadenze" title="Scadenze" pageSize={5} items={items} empty="Vuoto" />

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

describe('ListSection without JavaScript', () => {
  const html = renderToStaticMarkup(section)

  it('shows every item and anchors the first item of each page', () => {
    expect(html).not.toMatch(/<li[^>]* hidden/)
    expect(html.match(/Voce \d+/g)).toHaveLength(12)
    expect(html).toContain('<li id="scadenze-2"><span>Voce 6</span></li>')
    expect(html).toContain('<li id="scadenze-3"><span>Voce 11</span></li>')
  })

  it('renders Bootstrap Italia pagination with page 1 current and hash links', () => {
    expect(html).toContain('<nav class="pagination-wrapper mt-3" aria-label="Paginazione Scadenze"><ul class="pagination">')
    expect(html).toContain('<a class="page-link" href="#scadenze-1" aria-current="page"><span class="visually-hidden">Pagina </span>1</a>')
    expect(html).toContain('href="#scadenze-2"><svg')
    expect(html).toMatch(/role="link" aria-disabled="true">.*Pagina precedente/)
    expect(html).toMatch(/href="#scadenze-2">.*Pagina successiva/)
  })

  it('shows the empty message and no list when there are no items', () => {
    const empty = renderToStaticMarkup(<ListSection blockId="x" title="Niente" pageSize={5} items={[]} empty="Vuoto" />)
    expect(empty).toContain('<p class="sito-list__empty">Vuoto</p>')
    expect(empty).not.toContain('<ul')
  })

  it('has no pagination when everything fits in one page', () => {
    const one = renderToStaticMarkup(<ListSection blockId="x" title="Pochi" pageSize={20} items={items} />)
    expect(one).not.toContain('pagination')
    expect(one).not.toContain('id="x-1"')
  })
})

describe('ListSection in windows of about 30 items (6 pages of 5)', () => {
  const many = Array.from({ length: 60 }, (_, i) => <span key={i}>Voce {i + 1}</span>)

  it('sends the first 6 pages, and links later pages to the window that holds them', () => {
    const html = renderToStaticMarkup(<ListSection blockId="s" title="Scadenze" pageSize={5} items={many} />)
    expect(html.match(/Voce \d+/g)).toHaveLength(30)
    expect(html).toContain('href="#s-2"')
    expect(html).toContain('href="/pagina/2#s-12"')
    expect(html).not.toContain('id="s-7"')
  })

  it('sends only the window a page holds when the list is read a window at a time', () => {
    const window = many.slice(30, 60)
    Object.assign(asked, { path: '/scadenze', window: 2 })
    const html = renderToStaticMarkup(<ListSection blockId="s" title="Scadenze" pageSize={5} items={window} total={65} />)
    Object.assign(asked, { path: '/', window: 1 })
    expect(html.match(/Voce \d+/g)).toHaveLength(30)
    expect(html).toContain('<li id="s-7"><span>Voce 31</span></li>')
    expect(html).toContain('href="/scadenze#s-1"')
    expect(html).toContain('href="/scadenze/pagina/3#s-13"')
    expect(html).toContain('href="#s-8"')
  })
})

describe('ListSection with JavaScript', () => {
  let container: HTMLDivElement
  let root: Root

  const visible = () =>
    [...container.querySelectorAll<HTMLElement>('.sito-list__items > li')].filter((li) => !li.hidden).map((li) => li.textContent)
  const current = () => container.querySelector('[aria-current="page"]')?.textContent
  // happy-dom fires hashchange on the next tick, as browsers do.
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0))
  const mount = async (hash: string) => {
    window.location.hash = hash
    await tick()
    container = document.createElement('div')
    document.body.append(container)
    root = createRoot(container)
    await act(async () => root.render(section))
  }
  const goTo = async (hash: string) => {
    await act(async () => {
      window.location.hash = hash
      await tick()
    })
  }

  beforeEach(async () => {
    window.location.hash = ''
    await tick()
  })
  afterEach(() => {
    act(() => root.unmount())
    container.remove()
  })

  it('shows only the page in the hash, clamped', async () => {
    await mount('#scadenze-99')
    expect(visible()).toEqual(['Voce 11', 'Voce 12'])
    expect(current()).toBe('Pagina 3')
  })

  it('changes page on hashchange, focuses the heading and announces the page', async () => {
    await mount('')
    expect(visible()).toHaveLength(5)
    await goTo('#scadenze-2')
    expect(visible()).toEqual(['Voce 6', 'Voce 7', 'Voce 8', 'Voce 9', 'Voce 10'])
    expect(document.activeElement?.id).toBe('scadenze-titolo')
    expect(container.querySelector('[aria-live="polite"]')?.textContent).toBe('Pagina 2 di 3')
    expect(container.querySelector('a[href="#scadenze-1"]')?.textContent).toBe('Pagina precedente')
  })

  it('keeps its page when the hash belongs to another block', async () => {
    await mount('#scadenze-2')
    await goTo('#collegamenti-3')
    expect(current()).toBe('Pagina 2')
    expect(container.querySelector('[aria-live="polite"]')?.textContent).toBe('')
  })
})
