import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { ImageTextColumnBlock } from '@/payload-types'
import type { BlockContext } from '../types'
import { ImageTextColumnComponent } from './Component'
import { imageTextColumnExamples } from './examples'

const context: BlockContext = { path: '/esempi/banner-e-colonne', crumbs: [] }
const render = (block: ImageTextColumnBlock) => renderToStaticMarkup(<ImageTextColumnComponent block={block} context={context} />)

describe('ImageTextColumn', () => {
  it('shows the image with its alt, the h2 and the rich text', () => {
    const html = render(imageTextColumnExamples.cloud)
    expect(html).toContain('<h2 id="immagine-testo-titolo">Servizi più sicuri con il cloud</h2>')
    expect(html).toMatch(/<img [^>]*alt="Illustrazione di una nuvola[^"]*"/)
    expect(html).toContain('<strong>infrastrutture cloud qualificate</strong>')
  })

  it('adds the link only when it has text and a safe address', () => {
    expect(render(imageTextColumnExamples.cloud)).toContain('href="/supporto/domande-frequenti">Leggi le domande frequenti sul cloud</a>')
    expect(render({ ...imageTextColumnExamples.cloud, link: undefined })).not.toContain('<a ')
    expect(render({ ...imageTextColumnExamples.cloud, link: { text: 'Vai', href: 'javascript:void(0)' } })).not.toContain('<a ')
  })
})
