import type { AvvisoEntry } from '@/blocks/AnnouncementsGrid/archive'
import { RatingSlot } from '@/app/(site)/_templates/RatingSlot'
import { Badge } from '@/components/card/Badge'
import { SiteLink } from '@/components/page/SiteLink'
import { formatLongDate, isoDay } from '@/content/dates'
import { faqsOf, measureBySlug } from '@/content/programme'
import { AVVISI_PATH, beneficiaryPath, measurePath } from '@/content/paths'
import { formatSizeMB } from '@/content/sizes'
import { slugify } from '@/content/slugify'
import { Facts, Joined } from './Facts'
import { ProgrammeFrame, programmeCrumbs } from './Frame'
import { faqLinks, Links } from './Lists'
import { SupportContacts } from './Support'

const FORMATS: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'XLSX',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
  'application/vnd.oasis.opendocument.text': 'ODT',
  'application/vnd.oasis.opendocument.spreadsheet': 'ODS',
  'text/csv': 'CSV',
}

const day = (value: string) => <time dateTime={isoDay(value)}>{formatLongDate(value)}</time>

function Status({ avviso }: { avviso: AvvisoEntry }) {
  return (
    <>
      <strong>{avviso.status}</strong>
      {avviso.badge && <Badge text={avviso.badge} className="ms-2" />}
    </>
  )
}

function Apply({ avviso }: { avviso: AvvisoEntry }) {
  if (!avviso.url) return null
  return (
    <div className="container my-4">
      <SiteLink href={avviso.url} target="_blank" className="btn btn-primary">
        Candidati sulla piattaforma
      </SiteLink>
      {avviso.status !== 'Aperto' && <p className="mt-2 mb-0">L’avviso è chiuso: sulla piattaforma trovi le candidature già presentate.</p>}
    </div>
  )
}

/** /avvisi/<slug>: what, who, when (with the status badge), the documents, the FAQs and where to apply. */
export async function AvvisoPage({ avviso }: { avviso: AvvisoEntry }) {
  const measure = avviso.misura ? await measureBySlug(slugify(avviso.misura)) : null
  const faqs = measure ? await faqsOf({ misura: measure.id }) : []
  const who = avviso.beneficiari.map((b) => (
    <SiteLink key={b} href={beneficiaryPath(b)}>
      {b}
    </SiteLink>
  ))
  const documents = avviso.documenti.map((d) => {
    const details = [FORMATS[d.mimeType ?? ''], formatSizeMB(d.filesize)].filter(Boolean).join(', ')
    return { text: details ? `${d.title} (${details})` : d.title, href: d.url, category: 'Documento' }
  })
  return (
    <ProgrammeFrame
      crumbs={programmeCrumbs({ title: 'Avvisi', path: AVVISI_PATH }, avviso.name)}
      path={avviso.path}
      title={avviso.name}
      lead={avviso.descrizione && <p className="mb-0">{avviso.descrizione}</p>}
    >
      <Facts
        id="avviso-sintesi"
        title="L’avviso in sintesi"
        rows={[
          ['Stato', <Status key="stato" avviso={avviso} />],
          ['Data di apertura', day(avviso.startDate)],
          ['Data di chiusura', day(avviso.endDate)],
          ['Misura', avviso.misura ? <SiteLink href={measurePath(avviso.misura)}>{avviso.misura}</SiteLink> : null],
          ['Ente promotore', avviso.entePromotore],
          ['Chi può candidarsi', who.length ? <Joined items={who} /> : null],
        ]}
      />
      <Apply avviso={avviso} />
      <Links id="avviso-documenti" title="Documenti dell’avviso" links={documents} path={avviso.path} />
      <Links id="avviso-faq" title="Domande frequenti" links={faqLinks(faqs)} path={avviso.path} />
      <SupportContacts id="avviso-supporto" />
      {/* Avvisi of the CMS only: those of outside sources have no page id to rate. */}
      <RatingSlot collection="announcements" pageId={typeof avviso.id === 'number' ? avviso.id : null} />
    </ProgrammeFrame>
  )
}
