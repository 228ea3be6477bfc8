import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { LinkListBlock } from '../../payload-types'
import type { BlockContext } from '../types'
import { LinkListComponent } from './Component'
import { linkListExamples } from './examples'
import { loadLeaves } from '../render-all'

await loadLeaves()

const context: BlockContext = { path: '/esempi/elenchi', crumbs: [] }
const html = (block: LinkListBlock = linkListExamples.collegamenti) => renderToStaticMarkup(<LinkListComponent block={block} context={context} />)

describe('LinkList', () => {
  it('shows each link under its category and says when it opens a new window', () => {
    expect(html()).toContain(
      '<span class="sito-list__meta">Piattaforme</span><a href="https://www.pagopa.gov.it/" class="fw-semibold" target="_blank" rel="noopener noreferrer">pagoPA, i pagamenti verso la pubblica amministrazione<span class="visually-hidden"> (si apre in una nuova finestra)</span></a>',
    )
  })

  it('pages with its own size', () => {
    expect(html()).toContain('href="#collegamenti-2"')
    expect(html()).toContain('<li id="collegamenti-2">')
  })

  it('never links an unsafe address', () => {
    const out = html({ blockType: 'linkList', id: 'l', title: 'Prova', items: [{ link: { text: 'Trappola', href: 'javascript:alert(1)' } }] })
    expect(out).not.toContain('javascript:')
    expect(out).toContain('<span class="fw-semibold">Trappola</span>')
  })
})
