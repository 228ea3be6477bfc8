import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { ImageTextHeroBlock } from '@/payload-types'
import type { BlockContext } from '../types'
import { ImageTextHeroComponent } from './Component'
import { imageTextHeroExamples } from './examples'

const context: BlockContext = {
  path: '/esempi/banner-e-colonne',
  crumbs: [
    { label: 'Home', href: '/' },
    { label: 'Esempi di blocchi', href: '/esempi' },
    { label: 'Esempi: banner e colonne', href: null },
  ],
}
const render = (block: ImageTextHeroBlock) => renderToStaticMarkup(<ImageTextHeroComponent block={block} context={context} />)
const html = render(imageTextHeroExamples.banner)

describe('ImageTextHero', () => {
  it('is the page h1 with breadcrumbs, text and an eagerly loaded image', () => {
    expect(html).toContain('<h1 id="hero-titolo" class="sito-hero__title">Esempi: banner e colonne</h1>')
    expect(html).toContain('aria-label="Percorso di navigazione"')
    expect(html).toContain('<a href="/esempi">Esempi di blocchi</a>')
    expect(html).toMatch(/<img [^>]*alt="Mappa stilizzata[^"]*"[^>]*loading="eager"/)
  })

  it('makes the first link the main button and the others secondary, skipping unsafe ones', () => {
    expect(html).toContain('class="btn btn-primary" href="/il-programma">Scopri il programma</a>')
    expect(html).toContain('class="btn btn-outline-primary" href="/supporto">Vai al supporto</a>')
    const links = [{ text: 'Pericoloso', href: 'javascript:alert(1)' }, ...(imageTextHeroExamples.banner.links ?? [])]
    expect(render({ ...imageTextHeroExamples.banner, links })).not.toContain('Pericoloso')
  })

  it('can hide the breadcrumbs', () => {
    expect(render({ ...imageTextHeroExamples.banner, showBreadcrumbs: false })).not.toContain('Percorso di navigazione')
  })
})
