import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { BlockContext } from '../types'
import { DatedListComponent } from './Component'
import { datedListExamples } from './examples'
import { loadLeaves } from '../render-all'

await loadLeaves()

const context: BlockContext = { path: '/esempi/elenchi', crumbs: [] }
const html = renderToStaticMarkup(<DatedListComponent block={datedListExamples.scadenze} context={context} />)

describe('DatedList', () => {
  it('lists items newest first with Italian dates', () => {
    const dates = [...html.matchAll(/<time class="sito-list__meta" dateTime="([\d-]+)">/g)].map((m) => m[1]!)
    expect(dates).toHaveLength(12)
    expect(dates).toEqual([...dates].sort().reverse())
    expect(html).toContain('<time class="sito-list__meta" dateTime="2026-06-30">30 giugno 2026</time>')
  })

  it('pages by the block id and the page size', () => {
    expect(html).toContain('aria-label="Paginazione Scadenze e appuntamenti"')
    expect(html).toContain('href="#scadenze-3"')
    expect(html).not.toContain('href="#scadenze-4"')
  })

  it('links the title, or shows the link text after it', () => {
    expect(html).toContain('<a class="fw-semibold" href="/il-programma">Incontro con le regioni sul fondo per l’innovazione</a>')
    expect(html).toContain(
      '<span class="fw-semibold">Chiusura delle candidature per la misura 1.4.1 Esperienza dei servizi pubblici</span> <a href="/notizie/nuovi-avvisi-servizi-digitali-comuni">Leggi l’avviso</a>',
    )
    expect(html).toContain('<span class="fw-semibold">Termine ultimo per la rendicontazione finale</span>')
  })
})
