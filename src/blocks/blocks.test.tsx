import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { alertExamples } from './Alert/examples'
import { bodyBlocks } from './configs'
import { heroExamples } from './Hero/examples'
import { blockRegistry } from './registry'
import { RenderBlocks } from './RenderBlocks'
import { richTextExamples } from './RichText/examples'
import { singleImageExamples } from './SingleImage/examples'
import { tableExamples } from './Table/examples'
import type { BlockContext, BlockType, BodyBlock } from './types'

const context: BlockContext = {
  path: '/il-programma',
  crumbs: [
    { label: 'Home', href: '/' },
    { label: 'Il programma', href: null },
  ],
}

const html = (blocks: BodyBlock[]) => renderToStaticMarkup(<RenderBlocks blocks={blocks} context={context} />)

afterEach(() => vi.restoreAllMocks())

describe('RenderBlocks', () => {
  it('has a component for every block an editor can add', () => {
    const missing = bodyBlocks.map((b) => b.slug).filter((slug) => !blockRegistry[slug as BlockType])
    expect(missing).toEqual([])
  })

  it('renders every example of every starter block, in order', () => {
    const blocks = [
      ...Object.values(heroExamples),
      ...Object.values(richTextExamples),
      ...Object.values(alertExamples),
      ...Object.values(tableExamples),
      ...Object.values(singleImageExamples),
    ] as BodyBlock[]
    const out = html(blocks)
    for (const hero of Object.values(heroExamples)) expect(out).toContain(hero.title)
    for (const alert of Object.values(alertExamples)) expect(out).toContain(`alert-${alert.colore}`)
    for (const table of Object.values(tableExamples)) expect(out).toContain(`<caption class="sito-caption">${table.caption}</caption>`)
    expect(out.indexOf(Object.values(heroExamples)[0]!.title)).toBeLessThan(out.indexOf('alert-'))
  })

  it('renders nothing for an unknown block type and logs it once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const unknown = { blockType: 'carosello-misterioso', id: 'x' } as unknown as BodyBlock
    expect(html([unknown, unknown])).toBe('')
    expect(html([unknown])).toBe('')
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]![0]).toContain('carosello-misterioso')
  })

  it('shows hero breadcrumbs with the last crumb not linked', () => {
    const out = html([{ ...Object.values(heroExamples)[0]!, showBreadcrumbs: true }])
    expect(out).toContain('aria-label="Percorso di navigazione"')
    expect(out).toContain('<a href="/">Home</a>')
    expect(out).toMatch(/aria-current="page">Il programma<\/li>/)
  })

  it('fills missing table cells and keeps column headers', () => {
    const out = html([
      { blockType: 'table', caption: 'Prova', columns: [{ label: 'A' }, { label: 'B' }], rows: [{ cells: [{ value: '1' }] }] },
    ])
    expect(out).toContain('<th scope="col">A</th><th scope="col">B</th>')
    expect(out).toContain('<td>1</td><td></td>')
  })

  it('falls back to the info colour for an unexpected alert colour', () => {
    const out = html([{ blockType: 'alert', colore: 'fucsia' as 'info', testo: 'Testo' }])
    expect(out).toContain('alert alert-info')
  })

  it('never renders a javascript: link from rich text', () => {
    const link = (url: string) => ({
      type: 'link',
      version: 3,
      fields: { linkType: 'custom', url, newTab: false },
      children: [{ type: 'text', version: 1, text: 'clic', format: 0, detail: 0, mode: 'normal', style: '' }],
    })
    const content = {
      root: {
        type: 'root', version: 1, direction: 'ltr', format: '', indent: 0,
        children: [{ type: 'paragraph', version: 1, direction: 'ltr', format: '', indent: 0, textFormat: 0, textStyle: '', children: [link('javascript:alert(1)'), link('https://www.example.org/')] }],
      },
    }
    const out = html([{ blockType: 'richText', content } as BodyBlock])
    expect(out).not.toContain('javascript:')
    expect(out).toContain('href="https://www.example.org/"')
  })
})
