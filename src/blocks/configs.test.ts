import { describe, expect, it } from 'vitest'
import type { Block } from 'payload'
import { Datis } from '@/cms/collections/Datis'
import { Faqs } from '@/cms/collections/Faqs'
import { News } from '@/cms/collections/News'
import { Pages } from '@/cms/collections/Pages'
import { Resources } from '@/cms/collections/Resources'
import { Supportos } from '@/cms/collections/Supportos'
import { bodyBlocks, pageBlocks, thumbnail } from './configs'

describe('menu dei blocchi', () => {
  it('ogni blocco ha un gruppo e una miniatura sua, con la descrizione come testo alternativo', () => {
    const urls = new Set<string>()
    for (const block of pageBlocks) {
      expect(block.admin?.group, block.slug).toBeTruthy()
      const image = block.admin?.images?.thumbnail
      expect(typeof image === 'object' && image.alt, block.slug).toBeTruthy()
      urls.add(typeof image === 'object' ? image.url : '')
    }
    expect(urls.size).toBe(pageBlocks.length)
  })

  it('la miniatura è un SVG in linea, senza richieste esterne, con il testo protetto', () => {
    const url = thumbnail('Grafici', 'Grafico & KPI', 'Dati <e> tabella')
    expect(url.startsWith('data:image/svg+xml,')).toBe(true)
    const svg = decodeURIComponent(url.slice('data:image/svg+xml,'.length))
    expect(svg).toContain('Grafico &amp; KPI')
    expect(svg).toContain('Dati &lt;e&gt; tabella')
    expect(svg).not.toMatch(/href=|https?:\/\/(?!www\.w3\.org)/)
  })
})

describe('tabelle dei blocchi', () => {
  // Payload uses a block's fixed dbName as the whole table name, in every collection that has the
  // block: their rows would share one table whose parent is the first collection (see configs.ts).
  it('un blocco con un nome di tabella fisso è in una sola raccolta', () => {
    const owners = new Map<string, string[]>()
    for (const collection of [Pages, News, Faqs, Resources, Datis, Supportos]) {
      const body = collection.fields.find((f) => 'name' in f && f.name === 'body')
      for (const block of (body && 'blocks' in body ? body.blocks : []) as Block[]) {
        if (typeof block.dbName === 'string') owners.set(block.dbName, [...(owners.get(block.dbName) ?? []), collection.slug])
      }
    }
    expect(Object.fromEntries(owners)).toEqual({ meas_acc: ['pages'] })
    expect(bodyBlocks.map((b) => b.slug)).not.toContain('measuresAccordion')
  })
})

