import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { BlockContext } from '../types'
import { SplitBannerComponent } from './Component'
import { splitBannerExamples } from './examples'

const context: BlockContext = { path: '/esempi/banner-e-colonne', crumbs: [] }
const left = renderToStaticMarkup(<SplitBannerComponent block={splitBannerExamples.cloud} context={context} />)
const right = renderToStaticMarkup(<SplitBannerComponent block={splitBannerExamples.territori} context={context} />)

describe('SplitBanner', () => {
  it('puts the h2 before the image in reading order, with the image alt from the media', () => {
    expect(left).toContain('<h2 id="banner-diviso-titolo">Porta i servizi del tuo ente sul cloud</h2>')
    expect(left.indexOf('<h2')).toBeLessThan(left.indexOf('<img'))
    expect(left).toContain('alt="Illustrazione di una nuvola stilizzata collegata a tre armadi di server"')
    expect(left).toContain('class="btn btn-primary mt-2" href="/il-programma">Scopri le misure per il cloud</a>')
  })

  it('shows the image above the text on phones and on the chosen side on wide screens', () => {
    expect(left).toContain('class="row g-4 align-items-center flex-column-reverse flex-lg-row-reverse"')
    expect(right).toContain('class="row g-4 align-items-center flex-column-reverse flex-lg-row"')
  })
})
