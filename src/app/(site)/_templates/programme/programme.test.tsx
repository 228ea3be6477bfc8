import type { Payload } from 'payload'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { avvisoBySlug } from '@/blocks/AnnouncementsGrid/archive'
import { renderAll } from '@/blocks/render-all'
import { cms } from '@/content/cms'
import { measureBySlug } from '@/content/programme'
import { AvvisiIndex } from './AvvisiIndex'
import { AvvisoPage } from './AvvisoPage'
import { MeasurePage } from './MeasurePage'
import { MeasuresIndex } from './MeasuresIndex'

vi.mock('@/content/cms', () => ({ cms: vi.fn() }))

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString()
const stamps = { createdAt: day(-400), updatedAt: day(-400) }
const comuni = { id: 1, label: 'Comuni', ...stamps }
const asl = { id: 2, label: 'ASL e Aziende ospedaliere', ...stamps }
const dtd = { id: 1, label: 'Dipartimento per la trasformazione digitale', ...stamps }
const identita = { id: 9, label: '1.4.4 Adozione identità digitale', descrizione: 'Accesso con SPID e CIE.', risorseInEuro: 100_000_000, entePromotore: dtd, entiBeneficiari: [comuni], ...stamps }
const cloud = { id: 8, label: '1.2 Abilitazione e facilitazione migrazione al Cloud', entePromotore: dtd, entiBeneficiari: [comuni, asl], ...stamps }
const pdf = { id: 3, title: 'Manuale operativo', url: '/cms-api/documents/file/manuale.pdf', filename: 'manuale.pdf', mimeType: 'application/pdf', filesize: 12_288, ...stamps }
const avviso = (id: number, name: string, status: string, end: number, misura: object | null) => ({
  id,
  name,
  status,
  startDate: day(-50),
  endDate: day(end),
  entePromotore: dtd,
  beneficiari: ['Comuni'],
  misura,
  descrizione: `Che cosa finanzia ${name}.`,
  documenti: [pdf],
  url: `https://avvisi.example.it/${id}`,
  ...stamps,
})

/** The CMS as the readers see it: each collection's documents (the where clauses are the CMS's business, not these views'). */
const DOCS: Record<string, object[]> = {
  misuras: [cloud, identita],
  enteBeneficiarios: [asl, comuni],
  entePromotores: [dtd],
  announcements: [
    avviso(1, 'Avviso 1.4.4 Adozione identità digitale – Comuni', 'PUBBLICATO', 10, identita),
    avviso(2, 'Avviso 1.2 Cloud – Comuni', 'PUBBLICATO', 90, cloud),
    avviso(3, 'Avviso chiuso per i comuni', 'CHIUSO', -20, null),
  ],
  faqs: [{ id: 4, title: 'Come accedo con SPID?', slug: 'accesso-spid', category: 'utilizzo-piattaforma', ...stamps }],
  resources: [],
  pages: [],
  updates: [],
}

beforeEach(() => {
  vi.mocked(cms).mockResolvedValue({
    find: async ({ collection }: { collection: string }) => ({ docs: DOCS[collection] ?? [], totalDocs: DOCS[collection]?.length ?? 0 }),
  } as unknown as Payload)
})

describe('the programme’s sections', () => {
  it('/avvisi filters on the server by state and measure, open first, each card leading to the avviso’s page', async () => {
    const all = await renderAll(await AvvisiIndex({ query: { stato: 'aperto' } }))
    expect(all).toContain('2 risultati su 3')
    expect(all.indexOf('1.4.4 Adozione identità digitale – Comuni')).toBeLessThan(all.indexOf('Avviso 1.2 Cloud'))
    expect(all).not.toContain('Avviso chiuso per i comuni')
    expect(all).toContain('<option value="aperto" selected="">Aperti</option>')

    const html = await renderAll(await AvvisiIndex({ query: { stato: 'aperto', misura: '1-4-4-adozione-identita-digitale', pagina: '7' } }))
    expect(html).toContain('1 risultato su 3')
    expect(html).toContain('<a class="stretched-link" href="/avvisi/avviso-1-4-4-adozione-identita-digitale-comuni">')
    expect(html).toContain('In scadenza')
    expect(html).not.toContain('Avviso 1.2 Cloud')
    // An unknown value is no filter, never an error.
    expect(await renderAll(await AvvisiIndex({ query: { stato: 'tutti', misura: ['a', 'b'] } }))).toContain('3 risultati su 3')
  })

  it('an avviso’s page: state, dates, measure, documents with format and size, its measure’s FAQs, the platform link', async () => {
    const entry = (await avvisoBySlug('avviso-1-4-4-adozione-identita-digitale-comuni'))!
    const html = await renderAll(await AvvisoPage({ avviso: entry }))
    expect(html).toContain('<h1 class="mb-3">Avviso 1.4.4 Adozione identità digitale – Comuni</h1>')
    expect(html).toMatch(/<dt>Stato<\/dt><dd><strong>Aperto<\/strong><span class="badge bg-secondary ms-2">In scadenza<\/span><\/dd>/)
    expect(html).toMatch(/<dt>Data di chiusura<\/dt><dd><time dateTime="\d{4}-\d{2}-\d{2}">/)
    expect(html).toContain('<a href="/misure/1-4-4-adozione-identita-digitale">1.4.4 Adozione identità digitale</a>')
    expect(html).toContain('<a href="/beneficiari/comuni">Comuni</a>')
    expect(html).toContain('Manuale operativo (PDF, 12 KB)')
    expect(html).toContain('href="/supporto/domande-frequenti/utilizzo-piattaforma/accesso-spid"')
    expect(html).toMatch(/href="https:\/\/avvisi\.example\.it\/1" class="btn btn-primary" target="_blank" rel="noopener noreferrer">Candidati sulla piattaforma/)
    expect(await avvisoBySlug('non-esiste')).toBeNull()
  })

  it('a measure’s page and the measures filtered by beneficiary', async () => {
    const html = await renderAll(await MeasurePage({ measure: (await measureBySlug('1-4-4-adozione-identita-digitale'))! }))
    expect(html).toContain('<p class="mb-0">Accesso con SPID e CIE.</p>')
    expect(html).toMatch(/<dt>Risorse<\/dt><dd>100\.000\.000\s€<\/dd>/)
    expect(html).toContain('href="/avvisi?misura=1-4-4-adozione-identita-digitale"')
    expect(html).toContain('href="/avvisi/avviso-1-4-4-adozione-identita-digitale-comuni"')
    expect(html).not.toContain('Avviso 1.2 Cloud')

    const asls = await renderAll(await MeasuresIndex({ query: { beneficiario: 'asl-e-aziende-ospedaliere' } }))
    expect(asls).toContain('1 risultato su 2')
    expect(asls).toContain('href="/misure/1-2-abilitazione-e-facilitazione-migrazione-al-cloud"')
    expect(asls).not.toContain('href="/misure/1-4-4-adozione-identita-digitale"')
  })
})
