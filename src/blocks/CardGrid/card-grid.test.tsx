import type { Payload } from 'payload'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cms } from '@/content/cms'
import type { CardGridBlock, Guideline, News } from '@/payload-types'
import type { BlockContext } from '../types'
import { loadCards } from './data'
import { CardGridComponent } from './Component'
import { cardGridExamples } from './examples'

vi.mock('@/content/cms', () => ({ cms: vi.fn() }))

const NOW = new Date('2025-09-01T10:00:00.000Z')
const daysBefore = (n: number) => new Date(NOW.getTime() - n * 86_400_000).toISOString()
const context: BlockContext = { path: '/esempi/schede', crumbs: [] }

function guideline(id: number, size: number, created: number, updated: number): Guideline {
  return {
    id,
    title: `Linea guida ${id}`,
    descrizione: 'Descrizione',
    allegato: { url: `/documenti/linea-guida-${id}.pdf`, format: 'pdf', size },
    customUpdateDate: '2025-08-10T10:00:00.000Z',
    createdAt: daysBefore(created),
    updatedAt: daysBefore(updated),
  }
}

const find = vi.fn()
beforeEach(() => {
  vi.mocked(cms).mockResolvedValue({ find } as unknown as Payload)
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
})
afterEach(() => {
  vi.useRealTimers()
  find.mockReset()
})

const render = async (block: CardGridBlock) => renderToStaticMarkup(await CardGridComponent({ block, context }))

describe('CardGrid', () => {
  it('lays cards out as a list of articles, one per row on phones', async () => {
    const html = await render(cardGridExamples.generic)
    expect(html).toContain('class="row g-4 list-unstyled row-cols-1 row-cols-sm-2 row-cols-lg-3"')
    expect(html.match(/<li class="col"><article class="sito-card sito-card--bordered">/g)).toHaveLength(3)
    expect(html).toContain('<h2 id="schede-generic" class="mb-3">Da dove iniziare</h2>')
    expect(html).toContain('<h3 class="sito-card__title h5"><a class="stretched-link" href="/il-programma">Il programma</a></h3>')
  })

  it('has one link per card, never nested', async () => {
    const html = await render(cardGridExamples.image)
    const articles = html.split('<article').slice(1)
    for (const article of articles) expect(article.match(/<a /g)).toHaveLength(1)
    expect(html).not.toMatch(/<a [^>]*>[^<]*<a /)
  })

  it('makes the cards top-level headings when the grid has no title', async () => {
    const html = await render({ ...cardGridExamples.service, title: null })
    expect(html).not.toContain('<h3')
    expect(html.match(/<h2 class="sito-card__title h5">/g)).toHaveLength(2)
    expect(html).not.toContain('aria-labelledby')
  })

  it('offers 4 per row only from lg, and nothing when there are no cards', async () => {
    expect(await render(cardGridExamples.attachment)).toContain('row-cols-1 row-cols-sm-2 row-cols-md-3 row-cols-lg-4')
    expect(await render({ ...cardGridExamples.generic, cards: [] })).toBe('')
  })

  it('shows the format and size of an attachment', async () => {
    const html = await render(cardGridExamples.attachment)
    expect(html).toContain('href="/cms-api/documents/file/glossario-programma.pdf"')
    expect(html).toContain('PDF · 1,50 MB')
    expect(html).toContain('XLSX · 51 KB')
  })

  it('shows the latest guidelines with size in MB, update date and Nuovo / Aggiornato badges', async () => {
    find.mockResolvedValue({ docs: [guideline(1, 2_457_600, 20, 20), guideline(2, 5_872_026, 300, 30), guideline(3, 1_048_576, 300, 200)] })
    const html = await render(cardGridExamples.guideline)
    expect(find).toHaveBeenCalledWith(expect.objectContaining({ collection: 'guidelines', sort: '-customUpdateDate', limit: 3 }))
    expect(html).toContain('PDF · 2,34 MB')
    expect(html).toContain('PDF · 5,60 MB')
    expect(html).toContain('PDF · 1,00 MB')
    expect(html).toContain('Aggiornato il <time dateTime="2025-08-10">10 agosto 2025</time>')
    expect(html.match(/<span class="badge bg-primary">Nuovo<\/span>/g)).toHaveLength(1)
    expect(html.match(/<span class="badge bg-secondary">Aggiornato<\/span>/g)).toHaveLength(1)
  })

  it('keeps the editor’s order of chosen documents that arrive unpopulated', async () => {
    find.mockResolvedValue({ docs: [guideline(1, 1, 400, 400), guideline(2, 1, 400, 400)] })
    const cards = await loadCards({ ...cardGridExamples.guideline, guidelines: [2, 1] }, NOW)
    expect(find).toHaveBeenCalledWith(expect.objectContaining({ where: { id: { in: [2, 1] } } }))
    expect(cards.map((c) => c.title)).toEqual(['Linea guida 2', 'Linea guida 1'])
  })

  it('uses populated documents as they are and links external news in a new window', async () => {
    const news: News = {
      id: 7,
      title: 'Raccomandazioni di sicurezza',
      slug: 'raccomandazioni-sicurezza',
      externalLink: 'https://www.acn.gov.it/',
      createdAt: daysBefore(400),
      updatedAt: daysBefore(400),
    }
    const html = await render({ ...cardGridExamples.news, news: [news, { ...news, id: 8, slug: 'interna', externalLink: null }] })
    expect(find).not.toHaveBeenCalled()
    expect(html).toMatch(/href="https:\/\/www\.acn\.gov\.it\/" class="stretched-link" target="_blank" rel="noopener noreferrer"/)
    expect(html).toContain('<span class="visually-hidden"> (si apre in una nuova finestra)</span>')
    expect(html).toContain('href="/notizie/interna"')
    expect(html).not.toContain('badge')
  })
})
