import { matchesQuery, siteAvvisi, type AvvisiQuery } from '@/blocks/AnnouncementsGrid/archive'
import { AnnouncementsView } from '@/blocks/AnnouncementsGrid/AnnouncementsView'
import { ResultStatus } from '@/blocks/filtering/FilterForm.client'
import { chosen, GetFilters, type GetFilter } from '@/blocks/filtering/GetFilters'
import { withParam } from '@/blocks/filtering/query'
import { PageLinks } from '@/components/pagination/PageLinks'
import { clampPage, pageCount } from '@/content/pagination'
import { allBeneficiaries, allMeasures, allPromoters } from '@/content/programme'
import { AVVISI_PATH } from '@/content/paths'
import { slugify } from '@/content/slugify'
import { siteUrl } from '@/cms/env'
import { AvvisiFeeds } from './AvvisiFeeds'
import { ProgrammeFrame, programmeCrumbs } from './Frame'
import type { Query } from './MeasuresIndex'

const PAGE_SIZE = 9
const NO_AVVISI = 'Nessun avviso corrisponde ai filtri scelti'
const STATES = [
  { value: 'aperto', label: 'Aperti' },
  { value: 'prossima-apertura', label: 'Di prossima apertura' },
  { value: 'sospeso', label: 'Sospesi' },
  { value: 'chiuso', label: 'Chiusi' },
]

async function filtersFor(query: Query): Promise<GetFilter[]> {
  const [measures, beneficiaries, promoters] = await Promise.all([allMeasures(), allBeneficiaries(), allPromoters()])
  const spec = (name: string, label: string, allLabel: string, options: { value: string; label: string }[]): GetFilter => ({
    name,
    label,
    allLabel,
    options,
    value: chosen(query, name, options),
  })
  return [
    spec('stato', 'Stato', 'Tutti gli stati', STATES),
    spec('misura', 'Misura', 'Tutte le misure', measures.map((m) => ({ value: m.slug, label: m.label }))),
    spec('beneficiario', 'Beneficiario', 'Tutti i beneficiari', beneficiaries.map((b) => ({ value: b.slug, label: b.label }))),
    spec('promotore', 'Ente promotore', 'Tutti gli enti promotori', promoters.map((p) => ({ value: slugify(p), label: p }))),
  ]
}

/** The query string of the filters chosen (no page), for the page links. */
const searchOf = (filters: GetFilter[]) => filters.reduce((search, f) => withParam(search, f.name, f.value), '')

/** /avvisi: every avviso (CMS and configured sources), open first, filtered and paged through the query string. */
export async function AvvisiIndex({ query }: { query: Query }) {
  const filters = await filtersFor(query)
  const q = Object.fromEntries(filters.map((f) => [f.name, f.value])) as AvvisiQuery
  const all = await siteAvvisi()
  const shown = all.filter((a) => matchesQuery(a, q))
  const pages = pageCount(shown.length, PAGE_SIZE)
  const page = clampPage(Number(typeof query.pagina === 'string' ? query.pagina : 1) || 1, pages)
  const search = searchOf(filters)
  const lead = <p className="mb-0">Gli avvisi di finanziamento del programma, i più vicini alla scadenza per primi. Ogni avviso spiega chi può candidarsi, entro quando e dove presentare la candidatura.</p>
  return (
    <ProgrammeFrame crumbs={programmeCrumbs({ title: 'Avvisi', path: AVVISI_PATH })} path={AVVISI_PATH} title="Avvisi" lead={lead}>
      <section className="container mb-5" aria-label="Elenco degli avvisi">
        <GetFilters action={AVVISI_PATH} idPrefix="avvisi" filters={filters} />
        <ResultStatus shown={shown.length} total={all.length} empty={NO_AVVISI} />
        {shown.length > 0 && (
          <AnnouncementsView items={shown.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)} layout="small_with_border_top" level={2} allAnnouncementsUrl={AVVISI_PATH} />
        )}
        {pages > 1 && (
          <PageLinks
            className="pagination-wrapper mt-4"
            label="Paginazione degli avvisi"
            current={page}
            pages={pages}
            href={(n) => `${AVVISI_PATH}${withParam(search, 'pagina', n > 1 ? String(n) : '')}`}
          />
        )}
        <AvvisiFeeds search={search} siteUrl={siteUrl()} />
      </section>
    </ProgrammeFrame>
  )
}
