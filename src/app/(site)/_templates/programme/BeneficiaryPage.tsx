import { siteAvvisi, matchesQuery } from '@/blocks/AnnouncementsGrid/archive'
import { RatingSlot } from '@/app/(site)/_templates/RatingSlot'
import { MeasureFactsCard } from '@/blocks/MeasureCards/MeasureCard'
import { allMeasures, faqsOf, guidesOf, updatesFor, type BeneficiaryView } from '@/content/programme'
import { AVVISI_PATH, BENEFICIARIES_PATH } from '@/content/paths'
import { ProgrammeFrame, programmeCrumbs, Section } from './Frame'
import { AvvisiSection, faqLinks, guideLinks, Links, Updates } from './Lists'
import { SupportContacts } from './Support'

/** /beneficiari/<slug>: the measures and open avvisi for this type of administration, its FAQs, guides and contacts. */
export async function BeneficiaryPage({ beneficiary }: { beneficiary: BeneficiaryView }) {
  const [measures, avvisi, faqs, guides, updates] = await Promise.all([
    allMeasures().then((list) => list.filter((m) => m.beneficiari.some((b) => b.slug === beneficiary.slug))),
    siteAvvisi().then((list) => list.filter((a) => matchesQuery(a, { stato: 'aperto', misura: '', beneficiario: beneficiary.slug, promotore: '' }))),
    faqsOf({ beneficiario: beneficiary.id }),
    guidesOf({ beneficiario: beneficiary.id }),
    updatesFor([beneficiary.id]),
  ])
  const crumbs = programmeCrumbs({ title: 'Beneficiari', path: BENEFICIARIES_PATH }, beneficiary.label)
  return (
    <ProgrammeFrame crumbs={crumbs} path={beneficiary.path} title={beneficiary.label} lead={beneficiary.descrizione && <p className="mb-0">{beneficiary.descrizione}</p>}>
      <Section title="Le misure per te" id="beneficiario-misure">
        {measures.length ? (
          <ul className="row row-cols-1 row-cols-md-2 row-cols-lg-3 g-4 list-unstyled">
            {measures.map((m) => (
              <li key={m.id} className="col">
                <MeasureFactsCard level={3} facts={{ ...m, title: m.label, beneficiari: [], link: { href: m.path, text: 'Scopri la misura' } }} />
              </li>
            ))}
          </ul>
        ) : (
          <p>Al momento nessuna misura è rivolta a questo tipo di ente.</p>
        )}
      </Section>
      <AvvisiSection
        id="beneficiario-avvisi"
        title="Avvisi aperti"
        items={avvisi}
        more={{ text: `Tutti gli avvisi per ${beneficiary.label}`, href: `${AVVISI_PATH}?beneficiario=${beneficiary.slug}` }}
        ente={beneficiary.slug}
      />
      <Links id="beneficiario-faq" title="Domande frequenti" links={faqLinks(faqs)} path={beneficiary.path} />
      <Links id="beneficiario-guide" title="Guide e risorse" links={guideLinks(guides)} path={beneficiary.path} />
      <Updates id="beneficiario-aggiornamenti" title="Aggiornamenti per questo tipo di ente" updates={updates} path={beneficiary.path} />
      <SupportContacts id="beneficiario-supporto" title="Contatti e supporto" />
      <RatingSlot collection="enteBeneficiarios" pageId={beneficiary.id} />
    </ProgrammeFrame>
  )
}
