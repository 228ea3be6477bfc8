import { formatEuro } from '@/programme/euro'
import { RatingSlot } from '@/app/(site)/_templates/RatingSlot'
import { siteAvvisi, matchesQuery } from '@/blocks/AnnouncementsGrid/archive'
import { SiteLink } from '@/components/page/SiteLink'
import { faqsOf, guidesOf, updatesFor, type MeasureView } from '@/content/programme'
import { AVVISI_PATH, beneficiaryPath, MEASURES_PATH } from '@/content/paths'
import { Facts, Joined } from './Facts'
import { ProgrammeFrame, programmeCrumbs } from './Frame'
import { AvvisiSection, faqLinks, guideLinks, Links, Updates } from './Lists'
import { SupportContacts } from './Support'

/** /misure/<slug>: what the measure funds, who can apply, its resources, avvisi, FAQs and guides. */
export async function MeasurePage({ measure }: { measure: MeasureView }) {
  const [avvisi, faqs, guides, updates] = await Promise.all([
    siteAvvisi().then((list) => list.filter((a) => matchesQuery(a, { stato: '', misura: measure.slug, beneficiario: '', promotore: '' }))),
    faqsOf({ misura: measure.id }),
    guidesOf({ misura: measure.id }),
    updatesFor(measure.beneficiari.map((b) => b.id)),
  ])
  const crumbs = programmeCrumbs({ title: 'Misure', path: MEASURES_PATH }, measure.label)
  const who = measure.beneficiari.map((b) => (
    <SiteLink key={b.slug} href={beneficiaryPath(b.label)}>
      {b.label}
    </SiteLink>
  ))
  return (
    <ProgrammeFrame crumbs={crumbs} path={measure.path} title={measure.label} lead={measure.descrizione && <p className="mb-0">{measure.descrizione}</p>}>
      <Facts
        id="misura-sintesi"
        title="La misura in sintesi"
        rows={[
          ['Chi può candidarsi', who.length ? <Joined items={who} /> : null],
          ['Ente promotore', measure.promotore],
          ['Risorse', measure.risorseInEuro != null ? formatEuro(measure.risorseInEuro) : null],
          ['Platea potenziale', measure.plateaPotenziale],
          ['Aggiornamenti', measure.aggiornamenti],
        ]}
      />
      <AvvisiSection
        id="misura-avvisi"
        title="Avvisi della misura"
        items={avvisi}
        more={{ text: `Tutti gli avvisi della misura ${measure.label}`, href: `${AVVISI_PATH}?misura=${measure.slug}` }}
        ente={measure.beneficiari[0]?.slug ?? null}
      />
      <Links id="misura-faq" title="Domande frequenti sulla misura" links={faqLinks(faqs)} path={measure.path} />
      <Links id="misura-guide" title="Guide, risorse e dati" links={guideLinks(guides)} path={measure.path} />
      <Updates id="misura-aggiornamenti" title="Aggiornamenti per chi può candidarsi" updates={updates} path={measure.path} />
      <SupportContacts id="misura-supporto" />
      <RatingSlot collection="misuras" pageId={measure.id} />
    </ProgrammeFrame>
  )
}
