import { renderToStaticMarkup } from 'react-dom/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { News, NewsListBlock } from '../../payload-types'
import type { BlockContext } from '../types'
import { NewsListComponent } from './Component'
import { newsListExamples } from './examples'
import { newsLimit, newsPageSize } from './selection'
import { loadLeaves } from '../render-all'

await loadLeaves()

const find = vi.fn()
vi.mock('@/content/cms', () => ({ cms: async () => ({ find }) }))

const context: BlockContext = { path: '/esempi/elenchi', crumbs: [] }
const html = async (block: NewsListBlock) => renderToStaticMarkup(await NewsListComponent({ block, context }))

const DAY = 24 * 60 * 60 * 1000
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString()

function news(id: number, created: number, updated = created): News {
  const dates = { customUpdateDate: ago(updated), createdAt: ago(created), updatedAt: ago(updated) }
  return { id, title: `Notizia ${id}`, slug: `notizia-${id}`, ...dates }
}
const many = (n: number) => Array.from({ length: n }, (_, i) => news(i + 1, 200 + i))

beforeEach(() => find.mockReset())

describe('news selection rules', () => {
  it('shows the latest 3 or 6, or all of them', () => {
    expect(newsLimit('latest_3')).toBe(3)
    expect(newsLimit('latest_6')).toBe(6)
    expect(newsLimit('paginated')).toBeNull()
  })

  it('pages 14 news at a time, or 12 with 3 columns', () => {
    expect(newsPageSize('2')).toBe(14)
    expect(newsPageSize('3')).toBe(12)
  })
})

describe('NewsList', () => {
  it('asks for the latest 3 newest first and shows them as linked cards with badges, without pagination', async () => {
    find.mockResolvedValue({ docs: [news(1, 5), news(2, 300, 20), news(3, 300)] })
    const out = await html(newsListExamples.ultime)
    expect(find).toHaveBeenCalledWith(expect.objectContaining({ collection: 'news', sort: '-dataOrdinamento', limit: 3 }))
    expect(out).toContain('<h2 id="ultime-notizie-titolo" tabindex="-1" class="h3 mb-3">Ultime notizie</h2>')
    expect(out).toContain('<ul class="row g-4 list-unstyled row-cols-1 row-cols-sm-2 row-cols-lg-3">')
    expect(out.match(/<li class="col"><article class="sito-card sito-card--borderBottom">/g)).toHaveLength(3)
    expect(out).toContain('<h3 class="sito-card__title h5"><a class="stretched-link" href="/notizie/notizia-1">Notizia 1</a></h3>')
    expect(out).toContain('<span class="badge bg-primary">Nuovo</span>')
    expect(out).toContain('<span class="badge bg-secondary">Aggiornato</span>')
    expect(out).not.toContain('pagination')
  })

  it('asks for 6 with latest_6', async () => {
    find.mockResolvedValue({ docs: many(6) })
    const out = await html({ ...newsListExamples.ultime, selection: 'latest_6' })
    expect(find).toHaveBeenCalledWith(expect.objectContaining({ limit: 6 }))
    expect(out.match(/<article/g)).toHaveLength(6)
  })

  it('pages all news 12 at a time with 3 columns, reading a window of 2 pages', async () => {
    find.mockResolvedValue({ docs: many(30), totalDocs: 30 })
    const out = await html(newsListExamples.tutte)
    expect(find).toHaveBeenCalledWith(expect.objectContaining({ collection: 'news', limit: 24, page: 1 }))
    expect(out.match(/<article/g)).toHaveLength(30)
    const card = '<article class="sito-card sito-card--borderBottom"><div class="sito-card__body"><h3 class="sito-card__title h5">'
    expect(out).toContain(`<li id="notizie-2" class="col">${card}<a class="stretched-link" href="/notizie/notizia-13">`)
    expect(out).toContain(`<li id="notizie-3" class="col">${card}<a class="stretched-link" href="/notizie/notizia-25">`)
    expect(out).not.toContain('id="notizie-4"')
    expect(out).toContain('aria-label="Paginazione Tutte le notizie"')
  })

  it('pages 14 at a time with 2 columns', async () => {
    find.mockResolvedValue({ docs: many(30), totalDocs: 30 })
    const out = await html({ ...newsListExamples.tutte, columns: '2' })
    expect(out).toContain('<ul class="row g-4 list-unstyled row-cols-1 row-cols-sm-2">')
    const first = (page: number) => new RegExp(`<li id="notizie-${page}" class="col">(?:(?!</li>).)*href="/notizie/(notizia-\\d+)"`)
    const firstOf = (page: number) => first(page).exec(out)?.[1]
    expect([firstOf(2), firstOf(3), firstOf(4)]).toEqual(['notizia-15', 'notizia-29', undefined])
  })

  it('renders nothing when there are no news', async () => {
    find.mockResolvedValue({ docs: [] })
    expect(await html(newsListExamples.tutte)).toBe('')
  })
})
