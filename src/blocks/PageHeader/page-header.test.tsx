import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import type { BlockContext } from '../types'
import { PageHeaderComponent } from './Component'
import { copyText } from './copy'
import { pageHeaderExamples } from './examples'

const context: BlockContext = { path: '/esempi/blocchi-interattivi', crumbs: [] }

describe('PageHeader', () => {
  it('lists topic, measure, status, beneficiaries and the update date in Italian', () => {
    const html = renderToStaticMarkup(<PageHeaderComponent block={pageHeaderExamples.avviso} context={context} />)
    expect(html).toContain('<dt>Argomento</dt><dd class="mb-0">Avvisi e misure</dd>')
    // The measure and the beneficiaries link to their pages (issue 33).
    expect(html).toContain('<dd class="mb-0"><span><a href="/misure/1-4-1-esperienza-dei-servizi-pubblici">1.4.1 Esperienza dei servizi pubblici</a></span></dd>')
    expect(html).toContain('<dt>Stato</dt><dd class="mb-0">Aperto</dd>')
    expect(html).toContain('<dd class="mb-0"><span><a href="/beneficiari/comuni">Comuni</a></span><span>, <a href="/beneficiari/scuole">Scuole</a></span></dd>')
    expect(html).toContain('<time dateTime="2025-07-10">10 luglio 2025</time>')
  })

  it('leaves out empty fields and, without JavaScript, the copy button', () => {
    const html = renderToStaticMarkup(<PageHeaderComponent block={{ blockType: 'pageHeader', status: 'Chiuso' }} context={context} />)
    expect(html).not.toContain('Argomento')
    expect(html).not.toContain('Misura')
    expect(html).not.toContain('Copia link')
  })
})

/** A document just rich enough for the selection fallback. */
function fakeDocument(copyWorks: boolean) {
  const area = { value: '', style: {}, setAttribute: vi.fn(), select: vi.fn(), remove: vi.fn() }
  const button = { focus: vi.fn() }
  const doc = {
    activeElement: button,
    createElement: vi.fn(() => area),
    body: { append: vi.fn() },
    execCommand: vi.fn(() => copyWorks),
  }
  return { doc: doc as unknown as Document, area, button, execCommand: doc.execCommand }
}

describe('copyText', () => {
  it('uses the Clipboard API when it is there', async () => {
    const writeText = vi.fn(async () => {})
    const { doc, execCommand } = fakeDocument(true)
    await expect(copyText('https://sito.example/pagina', { writeText }, doc)).resolves.toBe(true)
    expect(writeText).toHaveBeenCalledWith('https://sito.example/pagina')
    expect(execCommand).not.toHaveBeenCalled()
  })

  it('falls back to a selected text area when the Clipboard API is denied, then restores focus', async () => {
    const writeText = vi.fn(async () => Promise.reject(new DOMException('negato', 'NotAllowedError')))
    const { doc, area, button, execCommand } = fakeDocument(true)
    await expect(copyText('https://sito.example/pagina', { writeText }, doc)).resolves.toBe(true)
    expect(area.value).toBe('https://sito.example/pagina')
    expect(area.select).toHaveBeenCalled()
    expect(execCommand).toHaveBeenCalledWith('copy')
    expect(area.remove).toHaveBeenCalled()
    expect(button.focus).toHaveBeenCalled()
  })

  it('reports failure when there is no Clipboard API and the fallback fails too', async () => {
    const { doc, area } = fakeDocument(false)
    await expect(copyText('https://sito.example/pagina', undefined, doc)).resolves.toBe(false)
    expect(area.remove).toHaveBeenCalled()
  })
})
