import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { TextColumnsBlock } from '@/payload-types'
import type { BlockContext } from '../types'
import { TextColumnsComponent } from './Component'
import { textColumnsExamples } from './examples'

const context: BlockContext = { path: '/esempi/banner-e-colonne', crumbs: [] }
const render = (block: TextColumnsBlock) => renderToStaticMarkup(<TextColumnsComponent block={block} context={context} />)

describe('TextColumns', () => {
  it('renders one column of rich text under its h2', () => {
    const html = render(textColumnsExamples.una)
    expect(html).toContain('<h2 id="testo-colonne" class="mb-3">Perché digitalizzare i servizi</h2>')
    expect(html.match(/class="col-lg-10"/g)).toHaveLength(1)
    expect(html).toContain('Un servizio online è disponibile a qualsiasi ora')
  })

  it('renders two half-width columns, first column first in reading order', () => {
    const html = render(textColumnsExamples.due)
    expect(html.match(/class="col-lg-6"/g)).toHaveLength(2)
    expect(html.indexOf('Per chi usa i servizi')).toBeLessThan(html.indexOf('Per chi li gestisce'))
    expect(html).toContain('<h3>Per chi li gestisce</h3>')
  })

  it('falls back to one column when the second is empty', () => {
    const html = render({ ...textColumnsExamples.due, secondColumn: null })
    expect(html).not.toContain('col-lg-6')
    expect(html).not.toContain('Per chi li gestisce')
  })
})
