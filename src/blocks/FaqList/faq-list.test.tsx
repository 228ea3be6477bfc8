import { renderToStaticMarkup } from 'react-dom/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { FaqListBlock } from '../../payload-types'
import type { BlockContext } from '../types'
import { FaqListComponent } from './Component'
import { faqListExamples } from './examples'
import { faqListWhere, orderFaqs } from './query'
import { loadLeaves } from '../render-all'

await loadLeaves()

const find = vi.fn()
vi.mock('@/content/cms', () => ({ cms: async () => ({ find }) }))

const context: BlockContext = { path: '/esempi/elenchi', crumbs: [] }
const html = async (block: FaqListBlock) => renderToStaticMarkup(await FaqListComponent({ block, context }))

const faq = (id: number, title: string, slug: string, category = 'generali') => ({ id, title, slug, category })

beforeEach(() => find.mockReset())

describe('faqListWhere', () => {
  it('asks for every FAQ, or those of one category', () => {
    expect(faqListWhere({ source: 'categoria' })).toEqual({ and: [] })
    expect(faqListWhere({ source: 'categoria', category: 'generali', faqs: [3] })).toEqual({ and: [{ category: { equals: 'generali' } }] })
  })

  it('asks for the chosen FAQs, within the category if set, and for nothing when none is chosen', () => {
    expect(faqListWhere({ source: 'selezione', faqs: [3, faq(5, 'T', 't') as never] })).toEqual({ and: [{ id: { in: [3, 5] } }] })
    expect(faqListWhere({ source: 'selezione', category: 'progetti', faqs: [3] })).toEqual({
      and: [{ category: { equals: 'progetti' } }, { id: { in: [3] } }],
    })
    expect(faqListWhere({ source: 'selezione', faqs: [] })).toBeNull()
  })

  it('keeps the editor order of chosen FAQs', () => {
    const docs = [faq(1, 'A', 'a'), faq(2, 'B', 'b'), faq(3, 'C', 'c')]
    expect(orderFaqs(docs, { source: 'selezione', faqs: [3, 1, 2] }).map((d) => d.id)).toEqual([3, 1, 2])
    expect(orderFaqs(docs, { source: 'categoria', faqs: [3, 1, 2] }).map((d) => d.id)).toEqual([1, 2, 3])
  })
})

describe('FaqList', () => {
  it('links each FAQ to its page in its category', async () => {
    find.mockResolvedValue({ docs: [faq(1, 'Che cos’è il programma?', 'che-cos-e-il-programma')] })
    const out = await html(faqListExamples.generali)
    expect(find).toHaveBeenCalledWith(expect.objectContaining({ collection: 'faqs', where: { and: [{ category: { equals: 'generali' } }] }, overrideAccess: false, draft: false }))
    expect(out).toContain('<a class="fw-semibold" href="/supporto/domande-frequenti/generali/che-cos-e-il-programma">Che cos’è il programma?</a>')
    expect(out).toContain('<h2 id="faq-generali-titolo" tabindex="-1" class="h3 mb-3">Domande frequenti generali</h2>')
  })

  it('says there are no FAQs, without asking the CMS for an empty selection', async () => {
    const out = await html(faqListExamples.vuota)
    expect(find).not.toHaveBeenCalled()
    expect(out).toContain('<p class="sito-list__empty">Non ci sono domande frequenti al momento</p>')
  })

  it('says there are no FAQs when the category has none', async () => {
    find.mockResolvedValue({ docs: [] })
    expect(await html({ ...faqListExamples.generali, category: 'progetti' })).toContain('Non ci sono domande frequenti al momento')
  })
})
