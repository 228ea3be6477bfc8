import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'
import { RatingSlot } from '@/app/(site)/_templates/RatingSlot'
import { renderAll } from '../render-all'
import type { BlockContext } from '../types'
import { NewsletterFormComponent } from './Component'
import { newsletterFormExamples } from './examples'

const context: BlockContext = { path: '/novita/newsletter', crumbs: [] }

describe('NewsletterForm (server HTML, i.e. without JavaScript)', () => {
  let html = ''
  beforeAll(async () => {
    html = await renderAll(<NewsletterFormComponent block={newsletterFormExamples.standard} context={context} />)
  })

  it('has the title, the intro and labelled fields, email of type email', () => {
    expect(html).toContain('<h2 id="newsletter-titolo" class="mb-3">Iscriviti alla newsletter</h2>')
    expect(html).toContain(newsletterFormExamples.standard.intro)
    expect(html).toMatch(/<input[^>]*type="email"[^>]*required/)
    for (const label of ['Email', 'Rappresento', 'In quanto', 'Tipo di ente', 'Nome della struttura']) {
      expect(html).toMatch(new RegExp(`<label class="form-label" for="[^"]+">${label}`))
    }
  })

  it('shows every question, explaining the conditional ones, and an enabled submit', () => {
    expect(html).toContain('Obbligatorio se hai scelto «Altro».')
    expect(html).toContain('Obbligatorio se rappresenti una pubblica amministrazione.')
    expect(html).toMatch(/<button type="submit" class="btn btn-primary">Iscriviti<\/button>/)
    expect(html).toContain('href="/informativa-privacy"')
  })

  it('lists the spec values for rappresento and inQuanto', () => {
    for (const value of ['pubblica-amministrazione', 'fornitore-it', 'altro', 'dirigente-dell-amministrazione', 'dirigente-sistemi-it-dell-amministrazione', 'dipendente-dell-amministrazione']) {
      expect(html).toContain(`value="${value}"`)
    }
  })

  it('leaves out the heading when the block has no title', async () => {
    const bare = await renderAll(<NewsletterFormComponent block={newsletterFormExamples.essenziale} context={context} />)
    expect(bare).not.toContain('<h2')
  })
})

describe('RatingSlot', () => {
  it('renders the feedback form on pages, FAQs and support pages only when nascondiValutazione is exactly false, always on the other content pages, never without an id', () => {
    expect(renderToStaticMarkup(<RatingSlot collection="pages" pageId={3} nascondiValutazione={null} />)).toBe('')
    expect(renderToStaticMarkup(<RatingSlot collection="pages" pageId={null} nascondiValutazione={false} />)).toBe('')
    expect(renderToStaticMarkup(<RatingSlot collection="users" pageId={3} nascondiValutazione={false} />)).toBe('')
    expect(renderToStaticMarkup(<RatingSlot collection="misuras" pageId={null} />)).toBe('')
    for (const collection of ['news', 'datis', 'announcements', 'misuras', 'enteBeneficiarios']) {
      expect(renderToStaticMarkup(<RatingSlot collection={collection} pageId={4} />), collection).toContain(`value="${collection}:4"`)
    }
    const html = renderToStaticMarkup(<RatingSlot collection="faqs" pageId={3} nascondiValutazione={false} />)
    expect(html).toContain('<legend><h2 id="valutazione-titolo" class="h5 mb-3">Questa pagina ti è stata utile?<span class="sito-form__required" aria-hidden="true"> *</span></h2></legend><p class="small">I campi contrassegnati con')
    expect(html).toContain('<input type="hidden" name="link" value="faqs:3"/>')
    expect(html).toMatch(/type="radio"[^>]*name="utile"[^>]*value="si"/)
    expect(html).toContain('maxLength="500"')
  })
})
