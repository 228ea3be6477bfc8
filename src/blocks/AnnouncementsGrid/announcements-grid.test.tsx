import type { Payload } from 'payload'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cms } from '@/content/cms'
import type { Announcement, AnnouncementsGridBlock } from '@/payload-types'
import { renderAll } from '../render-all'
import type { BlockContext } from '../types'
import { fetchAnnouncements } from './actions'
import { AnnouncementsGridComponent } from './Component'
import { loadAnnouncements } from './data'
import { announcementsGridExamples } from './examples'

vi.mock('@/content/cms', () => ({ cms: vi.fn() }))

const NOW = new Date('2025-09-01T10:00:00.000Z')
const day = (n: number) => new Date(NOW.getTime() + n * 86_400_000).toISOString()
const context: BlockContext = { path: '/esempi/schede', crumbs: [] }
const ente = { id: 4, label: 'Dipartimento della funzione pubblica', createdAt: day(-900), updatedAt: day(-900) }

function avviso(id: number, status: Announcement['status'], start: number, end: number): Announcement {
  return {
    id,
    name: `Avviso ${id}`,
    status,
    startDate: day(start),
    endDate: day(end),
    entePromotore: ente,
    beneficiari: ['Comuni', 'Scuole'],
    url: `https://avvisi.example.it/${id}`,
    createdAt: day(start),
    updatedAt: day(start),
  }
}

const SEEDED = [
  avviso(1, 'PUBBLICATO', -5, 60),
  avviso(2, 'PUBBLICATO', -50, 10),
  avviso(3, 'PUBBLICATO', -120, 90),
  avviso(4, 'CHIUSO', -150, -35),
  avviso(5, 'SOSPESO', -40, 45),
]

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

const render = async (block: AnnouncementsGridBlock) => renderAll(await AnnouncementsGridComponent({ block, context }))

describe('loadAnnouncements', () => {
  it('tells the status, days left and badges at the given time', async () => {
    find.mockResolvedValue({ docs: SEEDED })
    const { items: list, more } = await loadAnnouncements({}, NOW)
    expect(list.map((a) => [a.status, a.badge, a.daysLeft])).toEqual([
      ['Aperto', 'Nuovo', 60],
      ['In scadenza', null, 10],
      ['Aperto', null, 90],
      ['Chiuso', null, null],
      ['Sospeso', null, null],
    ])
    expect(more).toBe(false)
    expect(list[0]).toMatchObject({ entePromotore: ente.label, beneficiari: ['Comuni', 'Scuole'], url: 'https://avvisi.example.it/1', path: '/avvisi/avviso-1' })
    expect(find).toHaveBeenCalledWith(expect.objectContaining({ collection: 'announcements', sort: '-startDate', limit: 25, where: { and: [] } }))
  })

  it('asks the database for the open avvisi only when the grid shows only those, so its limit counts open ones', async () => {
    find.mockResolvedValue({ docs: SEEDED.slice(0, 3) })
    const { items, more } = await loadAnnouncements({ onlyOpen: true, limit: 2 }, NOW)
    expect(items.map((a) => a.name)).toEqual(['Avviso 1', 'Avviso 2'])
    expect(more).toBe(true)
    const at = NOW.toISOString()
    expect(find).toHaveBeenCalledWith(
      expect.objectContaining({
        limit: 3,
        where: { and: [{ status: { equals: 'PUBBLICATO' } }, { startDate: { less_than_equal: at } }, { endDate: { greater_than: at } }] },
      }),
    )
  })

  it('is empty when none accepts applications', async () => {
    find.mockResolvedValue({ docs: [SEEDED[3], SEEDED[4]] })
    expect(await loadAnnouncements({ entePromotore: 4, limit: 2 }, NOW)).toEqual({ items: [], more: false })
    expect(find).toHaveBeenCalledWith(expect.objectContaining({ where: { and: [{ entePromotore: { equals: 4 } }] }, limit: 3 }))
  })
})

describe('fetchAnnouncements', () => {
  it('reads the filters of a block record, populated or not', async () => {
    find.mockResolvedValue({ docs: SEEDED })
    const { items } = await fetchAnnouncements({ ...announcementsGridExamples.soloChiusi, entePromotore: ente, limit: 3 })
    expect(items).toHaveLength(3)
    expect(find).toHaveBeenCalledWith(expect.objectContaining({ where: { and: [{ entePromotore: { equals: 4 } }] }, limit: 4 }))
  })

  it('rejects input that is not a block record', async () => {
    const bad = [{ limit: 1000 }, { limit: 0 }, { entePromotore: 'tutti' }, { entePromotore: { id: -1 } }, null]
    for (const input of bad) {
      await expect(fetchAnnouncements(input as unknown as AnnouncementsGridBlock)).rejects.toThrow('Richiesta non valida')
    }
    expect(find).not.toHaveBeenCalled()
  })
})

describe('AnnouncementsGrid', () => {
  it('renders the list on the server, with status in words, badges and Italian dates', async () => {
    find.mockResolvedValue({ docs: SEEDED })
    const html = await render(announcementsGridExamples.tutti)
    expect(html).toContain('<h2 id="avvisi-elenco" class="mb-3">Avvisi</h2>')
    expect(html).toContain('aria-busy="false" aria-live="polite"')
    expect(html.match(/<article class="sito-card sito-card--bordered sito-avviso sito-avviso--small_with_border_top">/g)).toHaveLength(5)
    expect(html.match(/Stato: <strong class="sito-stato sito-stato--aperto">Aperto<\/strong>/g)).toHaveLength(2)
    expect(html).toContain('Stato: <strong class="sito-stato sito-stato--scadenza">In scadenza</strong><span class="sito-stato__giorni">scade tra 10 giorni</span>')
    expect(html).toContain('Stato: <strong class="sito-stato sito-stato--chiuso">Chiuso</strong>')
    // Suspended: not «Chiuso», in a colour of its own.
    expect(html).toContain('Stato: <strong class="sito-stato sito-stato--sospeso">Sospeso</strong>')
    expect(html).toContain('<span class="badge bg-primary">Nuovo</span>')
    expect(html).toContain('<dt>Data di apertura</dt><dd><time dateTime="2025-08-27">27 agosto 2025</time></dd>')
    expect(html).toContain('<dt>Beneficiari</dt><dd>Comuni, Scuole</dd>')
    // The card opens the avviso's page on the site; «Candidati sulla piattaforma» is there.
    expect(html).toContain('<a class="stretched-link" href="/avvisi/avviso-1">Avviso 1</a>')
    expect(html).not.toContain('avvisi.example.it')
  })

  it('uses two columns for the large layouts', async () => {
    find.mockResolvedValue({ docs: SEEDED })
    const html = await render({ ...announcementsGridExamples.tutti, layout: 'large' })
    expect(html).toContain('row-cols-1 row-cols-sm-2"')
  })

  it('shows the empty message with links to the newsletter and to all announcements', async () => {
    find.mockResolvedValue({ docs: [SEEDED[3]] })
    const html = await render({ ...announcementsGridExamples.soloChiusi, entePromotore: ente })
    expect(html).toContain('<p class="h5">Non ci sono avvisi aperti al momento</p>')
    expect(html).toContain('href="/novita/newsletter">Iscriviti alla newsletter</a>')
    expect(html).toMatch(/href="https:\/\/padigitale2026\.gov\.it\/misure" class="[^"]*">Consulta tutti gli avvisi<\/a>/)
    expect(html).not.toContain('<article')
  })
})
