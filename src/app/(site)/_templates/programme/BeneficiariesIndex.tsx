import { SiteLink } from '@/components/page/SiteLink'
import { allBeneficiaries, allMeasures } from '@/content/programme'
import { BENEFICIARIES_PATH } from '@/content/paths'
import { ProgrammeFrame, programmeCrumbs } from './Frame'

/** /beneficiari: one entry per type of administration, with how many measures it can apply to. */
export async function BeneficiariesIndex() {
  const [beneficiaries, measures] = await Promise.all([allBeneficiaries(), allMeasures()])
  const count = (slug: string) => measures.filter((m) => m.beneficiari.some((b) => b.slug === slug)).length
  const lead = <p className="mb-0">Scegli il tipo di amministrazione: trovi le misure a cui può candidarsi, gli avvisi aperti, le domande frequenti e a chi chiedere aiuto.</p>
  return (
    <ProgrammeFrame crumbs={programmeCrumbs({ title: 'Beneficiari', path: BENEFICIARIES_PATH })} path={BENEFICIARIES_PATH} title="Beneficiari" lead={lead}>
      <section className="container mb-5" aria-label="Tipi di amministrazione">
        <ul className="row row-cols-1 row-cols-md-2 row-cols-lg-3 g-4 list-unstyled">
          {beneficiaries.map((b) => (
            <li key={b.id} className="col">
              <article className="sito-misura">
                <h2 className="sito-misura__titolo h5">
                  <SiteLink href={b.path}>{b.label}</SiteLink>
                </h2>
                {b.descrizione && <p>{b.descrizione}</p>}
                <p className="mb-0">{count(b.slug) === 1 ? '1 misura' : `${count(b.slug)} misure`}</p>
              </article>
            </li>
          ))}
        </ul>
      </section>
    </ProgrammeFrame>
  )
}
