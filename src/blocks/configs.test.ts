import { describe, expect, it } from 'vitest'
import { bodyBlocks, thumbnail } from './configs'

describe('menu dei blocchi', () => {
  it('ogni blocco ha un gruppo e una miniatura sua, con la descrizione come testo alternativo', () => {
    const urls = new Set<string>()
    for (const block of bodyBlocks) {
      expect(block.admin?.group, block.slug).toBeTruthy()
      const image = block.admin?.images?.thumbnail
      expect(typeof image === 'object' && image.alt, block.slug).toBeTruthy()
      urls.add(typeof image === 'object' ? image.url : '')
    }
    expect(urls.size).toBe(bodyBlocks.length)
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
