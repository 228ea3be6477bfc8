import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { BannerBlock } from '@/payload-types'
import type { BlockContext } from '../types'
import { BannerComponent } from './Component'
import { bannerExamples } from './examples'

const context: BlockContext = { path: '/esempi/banner-e-colonne', crumbs: [] }
const render = (block: BannerBlock) => renderToStaticMarkup(<BannerComponent block={block} context={context} />)

describe('Banner', () => {
  it('is a section titled by an h2, never a page h1', () => {
    const html = render(bannerExamples.supporto)
    expect(html).toContain('aria-labelledby="banner-titolo"')
    expect(html).toContain('<h2 id="banner-titolo" class="text-reset">Hai bisogno di aiuto con la candidatura?</h2>')
    expect(html).not.toContain('<h1')
  })

  it('pairs each background with a readable text and button colour', () => {
    expect(render(bannerExamples.supporto)).toContain('class="rounded p-4 p-lg-5 bg-primary text-white"')
    expect(render(bannerExamples.supporto)).toContain('class="btn btn-light mt-4" href="/supporto"')
    expect(render(bannerExamples.novita)).toContain('bg-dark text-white')
    expect(render(bannerExamples.dipartimento)).toContain('class="rounded p-4 p-lg-5 bg-light"')
  })

  it('announces a button that opens a new window, and drops a button without text', () => {
    expect(render(bannerExamples.dipartimento)).toMatch(/target="_blank" rel="noopener noreferrer">Vai al sito del Dipartimento<span class="visually-hidden"> \(si apre in una nuova finestra\)<\/span><\/a>/)
    expect(render({ ...bannerExamples.supporto, button: { href: '/supporto' } })).not.toContain('<a ')
  })
})
