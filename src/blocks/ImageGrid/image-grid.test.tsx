import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { ImageGridBlock } from '@/payload-types'
import type { BlockContext } from '../types'
import { ImageGridComponent } from './Component'
import { imageGridExamples } from './examples'

const context: BlockContext = { path: '/esempi/banner-e-colonne', crumbs: [] }
const render = (block: ImageGridBlock) => renderToStaticMarkup(<ImageGridComponent block={block} context={context} />)
const html = render(imageGridExamples.temi)
const items = html.split('<li').slice(1)

describe('ImageGrid', () => {
  it('shows each image as a figure with its caption, in the chosen number of columns', () => {
    expect(html).toContain('class="row g-4 list-unstyled row-cols-1 row-cols-sm-2 row-cols-lg-3"')
    expect(items).toHaveLength(3)
    for (const item of items) expect(item).toMatch(/<figure class="figure mb-0">.*<img [^>]*alt="[^"]+".*<figcaption class="figure-caption">[^<]+<\/figcaption><\/figure>/)
    expect(render({ ...imageGridExamples.temi, columns: '4' })).toContain('row-cols-lg-4')
  })

  it('links the whole image once when a link is set, and announces new windows', () => {
    expect(items.map((item) => item.match(/<a /g)?.length ?? 0)).toEqual([1, 1, 0])
    expect(items[0]).toMatch(/<a class="sito-image-grid__link" href="\/open-data"><img /)
    expect(items[1]).toMatch(/href="https:\/\/innovazione\.gov\.it\/" class="sito-image-grid__link" target="_blank" rel="noopener noreferrer"><img [^>]*\/><span class="visually-hidden"> \(si apre in una nuova finestra\)<\/span><\/a><figcaption/)
  })

  it('ignores unsafe addresses and renders nothing without images', () => {
    const unsafe = { ...imageGridExamples.temi, imageBlocks: [{ ...imageGridExamples.temi.imageBlocks[0]!, link: { href: 'javascript:alert(1)' } }] }
    expect(render(unsafe)).not.toContain('<a ')
    expect(render({ ...imageGridExamples.temi, imageBlocks: [] })).toBe('')
  })
})
