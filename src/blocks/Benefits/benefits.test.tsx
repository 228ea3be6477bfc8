import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { BenefitsBlock } from '@/payload-types'
import type { BlockContext } from '../types'
import { BenefitsComponent } from './Component'
import { benefitsExamples } from './examples'

const context: BlockContext = { path: '/esempi/vantaggi', crumbs: [] }
const render = (block: BenefitsBlock) => renderToStaticMarkup(<BenefitsComponent block={block} context={context} />)

describe('Benefits', () => {
  it('lists the items under the h2 as h3 headings with their text', () => {
    const html = render(benefitsExamples.forfettario)
    expect(html).toContain('<h2 id="vantaggi-titolo">La nuova modalità di accesso forfettario</h2>')
    expect(html.match(/<li class="col">/g)).toHaveLength(4)
    expect(html).toContain('<h3 class="h5">Una sola registrazione</h3>')
    expect(html).toContain('senza rendicontare le singole spese')
  })

  it('draws icons as decoration only, and none when the item has no icon', () => {
    const html = render(benefitsExamples.forfettario)
    expect(html.match(/<svg class="sito-benefits__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">/g)).toHaveLength(4)
    const plain = { ...benefitsExamples.forfettario, items: benefitsExamples.forfettario.items.map((item) => ({ ...item, icon: null })) }
    expect(render(plain)).not.toContain('<svg')
  })
})
