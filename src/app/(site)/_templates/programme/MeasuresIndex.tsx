import { ResultStatus } from '@/blocks/filtering/FilterForm.client'
import { chosen, GetFilters, type GetFilter } from '@/blocks/filtering/GetFilters'
import { MeasureFactsCard } from '@/blocks/MeasureCards/MeasureCard'
import { matches } from '@/blocks/filtering/query'
import { allBeneficiaries, allMeasures, allPromoters } from '@/content/programme'
import { MEASURES_PATH } from '@/content/paths'
import { slugify } from '@/content/slugify'
import { ProgrammeFrame, programmeCrumbs } from './Frame'

export type Query = Record<string, string | string[] | undefined>

const NO_MEASURES = 'Nessuna misura corrisponde ai filtri scelti'

/** /misure: the measure cards, filtered by beneficiary and promoting body through the query string. */
export async function MeasuresIndex({ query }: { query: Query }) {
  const [measures, beneficiaries, promoters] = await Promise.all([allMeasures(), allBeneficiaries(), allPromoters()])
  const beneficiarioOptions = beneficiaries.map((b) => ({ value: b.slug, label: b.label }))
  const promotoreOptions = promoters.map((p) => ({ value: slugify(p), label: p }))
  const filters: GetFilter[] = [
    { name: 'beneficiario', label: 'Beneficiario', allLabel: 'Tutti i beneficiari', options: beneficiarioOptions, value: chosen(query, 'beneficiario', beneficiarioOptions) },
    { name: 'promotore', label: 'Ente promotore', allLabel: 'Tutti gli enti promotori', options: promotoreOptions, value: chosen(query, 'promotore', promotoreOptions) },
  ]
  const [beneficiario, promotore] = filters.map((f) => f.value) as [string, string]
  const shown = measures.filter(
    (m) => matches(beneficiario, m.beneficiari.map((b) => b.slug)) && matches(promotore, m.promotore ? [slugify(m.promotore)] : []),
  )
  const lead = <p className="mb-0">Le misure del programma: che cosa finanziano, chi può candidarsi, con quali risorse. Scegli il tuo ente per vedere quelle che ti riguardano.</p>
  return (
    <ProgrammeFrame crumbs={programmeCrumbs({ title: 'Misure', path: MEASURES_PATH })} path={MEASURES_PATH} title="Misure" lead={lead}>
      <section className="container mb-5" aria-label="Elenco delle misure">
        <GetFilters action={MEASURES_PATH} idPrefix="misure" filters={filters} />
        <ResultStatus shown={shown.length} total={measures.length} empty={NO_MEASURES} />
        <ul className="row row-cols-1 row-cols-md-2 row-cols-lg-3 g-4 list-unstyled">
          {shown.map((m) => (
            <li key={m.id} className="col">
              <MeasureFactsCard
                level={2}
                facts={{ ...m, title: m.label, beneficiari: m.beneficiari.map((b) => b.label), link: { href: m.path, text: 'Scopri la misura' } }}
              />
            </li>
          ))}
        </ul>
      </section>
    </ProgrammeFrame>
  )
}
