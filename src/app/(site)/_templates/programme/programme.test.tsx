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

import { EntitlementPage } from './EntitlementPage'
import { loadEntitlement } from './entitlement-load'
vi.mock('@/content/cms', () => ({ cms: vi.fn() }))

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString()
const stamps = { createdAt: day(-400), updatedAt: day(-400) }
const comuni = { id: 1, label: 'Comuni', ...stamps }
const asl = { id: 2, label: 'ASL e Aziende ospedaliere', ...stamps }
const dtd = { id: 1, label: 'Dipartimento per la trasformazione digitale', ...stamps }
const identita = { id: 9, label: '1.4.4 Adozione identità digitale', descrizione: 'Accesso con SPID e CIE.', risorseInEuro: 100_000_000, entePromotore: dtd, entiBeneficiari: [comuni], ...stamps }
const cloud = { id: 8, label: '1.2 Abilitazione e facilitazione migrazione al Cloud', entePromotore: dtd, entiBeneficiari: [comuni, asl], ...stamps }
const pdf = { id: 3, title: 'Manuale operativo', url: '/cms-api/documents/file/manuale.pdf', filename: 'manuale.pdf', mimeType: 'application/pdf', filesize: 12_288, ...stamps }
const callText = { ...pdf, id: 5, title: 'Testo dell’avviso 1.4.4', url: '/cms-api/documents/file/testo.pdf', filename: 'testo.pdf' }
const avviso = (id: number, name: string, status: string, end: number, misura: object | null, extra: object = {}) => ({
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
  url: null,
  ...stamps,
  ...extra,
})
const PLATFORM = 'https://areariservata.padigitale2026.gov.it/Pa_digitale2026_avvisi'
const bands = [
  { beneficiario: 'Comuni', popolazioneDa: 0, popolazioneA: 5000, importoInEuro: 79_922 },
  { beneficiario: 'Comuni', popolazioneDa: 5001, popolazioneA: null, importoInEuro: 155_234 },
]

/** The CMS as the readers see it: each collection's documents (the where clauses are the CMS's business, not these views'). */
const DOCS: Record<string, object[]> = {
  misuras: [cloud, identita],
  enteBeneficiarios: [asl, comuni],
  entePromotores: [dtd],
  announcements: [
    avviso(1, 'Avviso 1.4.4 Adozione identità digitale – Comuni', 'PUBBLICATO', 10, identita, {
      risorseInEuro: 100_000_000,
      importi: [{ beneficiario: 'Comuni', importoInEuro: 14_000 }],
      regolaImporto: 'Un importo uguale per ogni comune.',
      testoAvviso: callText,
    }),
    avviso(2, 'Avviso 1.2 Cloud – Comuni', 'PUBBLICATO', 90, cloud, { importi: bands }),
    avviso(3, 'Avviso chiuso per i comuni', 'CHIUSO', -20, null),
    avviso(4, 'Avviso sospeso per i comuni', 'SOSPESO', 30, null, { importi: bands }),
  ],
  faqs: [{ id: 4, title: 'Come accedo con SPID?', slug: 'accesso-spid', category: 'utilizzo-piattaforma', ...stamps }],
  resources: [],
  pages: [],
  updates: [],
}

beforeEach(() => {
  vi.mocked(cms).mockResolvedValue({
    find: async ({ collection }: { collection: string }) => ({ docs: DOCS[collection] ?? [], totalDocs: DOCS[collection]?.length ?? 0 }),
    findGlobal: async ({ slug }: { slug: string }) => (slug === 'siteSettings' ? { applyUrl: PLATFORM } : slug === 'header' ? { ownerName: 'Dipartimento' } : {}),
  } as unknown as Payload)
})

describe('the programme’s sections', () => {
  it('/avvisi filters on the server by state and measure, open first, each card leading to the avviso’s page', async () => {
    const all = await renderAll(await AvvisiIndex({ query: { stato: 'aperto' } }))
    expect(all).toContain('2 risultati su 4')
    expect(all.indexOf('1.4.4 Adozione identità digitale – Comuni')).toBeLessThan(all.indexOf('Avviso 1.2 Cloud'))
    // Suspended: not among the open ones although its closing date is ahead.
    expect(all).not.toContain('Avviso sospeso per i comuni')
    expect(all).not.toContain('Avviso chiuso per i comuni')
    expect(all).toContain('<option value="aperto" selected="">Aperti</option>')

    const html = await renderAll(await AvvisiIndex({ query: { stato: 'aperto', misura: '1-4-4-adozione-identita-digitale', pagina: '7' } }))
    expect(html).toContain('1 risultato su 4')
    expect(html).toContain('<a class="stretched-link" href="/avvisi/avviso-1-4-4-adozione-identita-digitale-comuni">')
    expect(html).toContain('In scadenza')
    expect(html).not.toContain('Avviso 1.2 Cloud')
    expect(await renderAll(await AvvisiIndex({ query: { stato: 'sospeso' } }))).toContain('Avviso sospeso per i comuni')
    expect(await renderAll(await AvvisiIndex({ query: { stato: 'chiuso' } }))).not.toContain('Avviso sospeso per i comuni')
    // An unknown value is no filter, never an error.
    expect(await renderAll(await AvvisiIndex({ query: { stato: 'tutti', misura: ['a', 'b'] } }))).toContain('4 risultati su 4')
  })

  it('an avviso’s page: state, dates, measure, documents with format and size, its measure’s FAQs, the platform link', async () => {
    const entry = (await avvisoBySlug('avviso-1-4-4-adozione-identita-digitale-comuni'))!
    const html = await renderAll(await AvvisoPage({ avviso: entry }))
    expect(html).toContain('<h1 class="mb-3">Avviso 1.4.4 Adozione identità digitale – Comuni</h1>')
    expect(html).toMatch(/<dt>Stato<\/dt><dd><strong class="sito-stato sito-stato--scadenza">In scadenza<\/strong><span class="sito-stato__giorni">scade tra (9|10) giorni<\/span><\/dd>/)
    expect(html).toMatch(/<dt>Data di chiusura<\/dt><dd><time dateTime="\d{4}-\d{2}-\d{2}">[^<]+<\/time> \(scade tra (9|10) giorni\)<\/dd>/)
    // How much: the resources, the rule, the amounts, the call text before its annexes.
    expect(html).toMatch(/<dt>Risorse dell’avviso<\/dt><dd>100\.000\.000\s€<\/dd>/)
    expect(html).toContain('<p>Un importo uguale per ogni comune.</p>')
    expect(html).toMatch(/<th scope="row">Comuni<\/th><td>qualunque dimensione<\/td><td>14\.000\s€<\/td>/)
    expect(html).toContain('href="/avvisi/quanto-spetta-al-mio-ente?ente=comuni"')
    expect(html.indexOf('Testo dell’avviso 1.4.4 (PDF, 12 KB)')).toBeLessThan(html.indexOf('Manuale operativo (PDF, 12 KB)'))
    expect(html).toContain('<a href="/misure/1-4-4-adozione-identita-digitale">1.4.4 Adozione identità digitale</a>')
    expect(html).toContain('<a href="/beneficiari/comuni">Comuni</a>')
    expect(html).toContain('Manuale operativo (PDF, 12 KB)')
    expect(html).toContain('href="/supporto/domande-frequenti/utilizzo-piattaforma/accesso-spid"')
    // No address of its own: the platform of the site settings.
    expect(html).toContain(`href="${PLATFORM}" class="btn btn-primary" target="_blank" rel="noopener noreferrer">Candidati sulla piattaforma`)
    expect(await avvisoBySlug('non-esiste')).toBeNull()
  })

  it('a suspended avviso says so and offers no «Candidati»; a closed one neither', async () => {
    const sospeso = await renderAll(await AvvisoPage({ avviso: (await avvisoBySlug('avviso-sospeso-per-i-comuni'))! }))
    expect(sospeso).toContain('<strong class="sito-stato sito-stato--sospeso">Sospeso</strong>')
    expect(sospeso).toContain('L’avviso è sospeso: per ora non si possono presentare candidature.')
    expect(sospeso).not.toContain('Candidati sulla piattaforma')
    const chiuso = await renderAll(await AvvisoPage({ avviso: (await avvisoBySlug('avviso-chiuso-per-i-comuni'))! }))
    expect(chiuso).not.toContain('Candidati sulla piattaforma')
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

describe('«Quanto spetta al mio ente»', () => {
  it('a Comune of 3.000 inhabitants sees each open avviso for Comuni with the amount of its band and the deadline', async () => {
    const view = await loadEntitlement({ ente: 'comuni', comune: 'porto ceresio' })
    expect(view.error).toBeNull()
    const html = await renderAll(EntitlementPage({ view }))
    expect(html).toContain('Porto Ceresio (VA, Lombardia): 3.001 abitanti')
    expect(html).toContain('2 avvisi aperti per il Comune di Porto Ceresio')
    expect(html).toMatch(/Avviso 1\.2 Cloud – Comuni<\/a><\/h3><dl class="sito-fatti mb-0"><div class="sito-fatti__riga"><dt>Importo<\/dt><dd><strong>79\.922\s€<\/strong>/)
    expect(html).toMatch(/<strong>14\.000\s€<\/strong>/)
    expect(html).not.toContain('155.234')
    expect(html).not.toContain('Avviso sospeso per i comuni')
    expect(html.indexOf('Avviso 1.4.4')).toBeLessThan(html.indexOf('Avviso 1.2 Cloud'))
  })

  it('asks which Comune when two share a name, suggests names, and tells what is missing', async () => {
    const castro = await loadEntitlement({ ente: 'comuni', comune: 'Castro' })
    expect(castro.error?.message).toBe('Ci sono 2 Comuni di nome «Castro»: scegli il tuo dall’elenco.')
    const html = await renderAll(EntitlementPage({ view: castro }))
    expect(html).toContain('aria-invalid="true" aria-describedby="quanto-comune-errore"')
    expect(html).toContain('href="/avvisi/quanto-spetta-al-mio-ente?ente=comuni&amp;comune=016065"')
    expect((await loadEntitlement({ ente: 'comuni', comune: 'Sant’Angelo d' })).match).toMatchObject({ kind: 'none' })
    expect((await loadEntitlement({ ente: 'comuni', comune: 'sant angelo di brolo' })).match).toMatchObject({ kind: 'found' })
    expect((await loadEntitlement({ ente: 'comuni', comune: '' })).error?.field).toBe('comune')
    expect((await loadEntitlement({ ente: 'pianeti', comune: '' })).error?.field).toBe('ente')
    expect((await loadEntitlement({})).result).toBeNull()
  })

  it('a type of body without population sees every amount of its type', async () => {
    const asls = await loadEntitlement({ ente: 'asl-e-aziende-ospedaliere', comune: 'ignored' })
    expect(asls.match).toBeNull()
    expect(asls.result).toEqual({ open: [], upcoming: [] })
  })
})
