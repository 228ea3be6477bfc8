import type { AvvisoEntry } from '@/blocks/AnnouncementsGrid/archive'
import { RatingSlot } from '@/app/(site)/_templates/RatingSlot'
import { SiteLink } from '@/components/page/SiteLink'
import { formatLongDate, isoDay } from '@/content/dates'
import { faqsOf, measureBySlug } from '@/content/programme'
import { AVVISI_PATH, beneficiaryPath, measurePath } from '@/content/paths'
import { formatSizeMB } from '@/content/sizes'
import { slugify } from '@/content/slugify'
import { loadFrame } from '@/content/frame'
import { AvvisoStatusText } from '@/programme/AvvisoStatusText'
import { bandText } from '@/programme/amounts'
import { formatEuro } from '@/programme/euro'
import { entitlementPath } from '@/programme/paths'
import { acceptsApplications, deadlineText } from '@/programme/status'
import { Facts, Joined } from './Facts'
import { ProgrammeFrame, Section, programmeCrumbs } from './Frame'
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

type Document = AvvisoEntry['documenti'][number]

const documentLink = (d: Document, category: string) => {
  const details = [FORMATS[d.mimeType ?? ''], formatSizeMB(d.filesize)].filter(Boolean).join(', ')
  return { text: details ? `${d.title} (${details})` : d.title, href: d.url, category }
}

/** «Candidati sulla piattaforma» only while it accepts applications; otherwise why not. */
function Apply({ avviso, platform }: { avviso: AvvisoEntry; platform: string | null }) {
  const href = avviso.url ?? platform
  const why: Record<string, string> = {
    'Di prossima apertura': `Le candidature si aprono il ${formatLongDate(avviso.startDate)}.`,
    Sospeso: 'L’avviso è sospeso: per ora non si possono presentare candidature. Ne daremo notizia quando riprenderà.',
    Chiuso: 'L’avviso è chiuso: non si possono più presentare candidature.',
  }
  return (
    <div className="container my-4" id="candidatura">
      {acceptsApplications(avviso.status) && href ? (
        <>
          <SiteLink href={href} target="_blank" className="btn btn-primary">
            Candidati sulla piattaforma
          </SiteLink>
          <p className="mt-2 mb-0 small">
            La piattaforma è all’indirizzo <span className="text-break">{href}</span>: entri con SPID o CIE.
          </p>
        </>
      ) : (
        <p className="mb-0">{why[avviso.status] ?? why.Chiuso}</p>
      )}
    </div>
  )
}

/** How much: the avviso's resources, the rule in words, the amount by type of body and population band. */
function Amounts({ avviso }: { avviso: AvvisoEntry }) {
  if (!avviso.importi.length && !avviso.regolaImporto && avviso.risorseInEuro == null) return null
  return (
    <Section id="avviso-importi" title="Quanto spetta">
      {avviso.risorseInEuro != null && (
        <p>
          Risorse dell’avviso: <strong>{formatEuro(avviso.risorseInEuro)}</strong>.
        </p>
      )}
      {avviso.regolaImporto && <p>{avviso.regolaImporto}</p>}
      {avviso.importi.length > 0 && (
        <div className="table-responsive">
          <table className="table">
            <caption className="visually-hidden">Importi per tipo di ente e fascia di popolazione</caption>
            <thead>
              <tr>
                <th scope="col">Tipo di ente</th>
                <th scope="col">Fascia di popolazione</th>
                <th scope="col">Importo</th>
              </tr>
            </thead>
            <tbody>
              {avviso.importi.map((a, i) => (
                <tr key={i}>
                  <th scope="row">{a.beneficiario}</th>
                  <td>{bandText(a)}</td>
                  <td>
                    {formatEuro(a.importoInEuro)}
                    {a.nota ? ` ${a.nota}` : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="mb-0">
        <SiteLink href={entitlementPath(avviso.beneficiari[0] ? slugify(avviso.beneficiari[0]) : null)}>Quanto spetta al mio ente: cerca il tuo Comune o il tuo tipo di ente</SiteLink>
      </p>
    </Section>
  )
}

function Deadline({ avviso }: { avviso: AvvisoEntry }) {
  return (
    <>
      {day(avviso.endDate)}
      {avviso.daysLeft != null && ` (${deadlineText(avviso.daysLeft)})`}
    </>
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
  const documents = [
    ...(avviso.testoAvviso ? [documentLink(avviso.testoAvviso, 'Testo dell’avviso')] : []),
    ...avviso.documenti.map((d) => documentLink(d, 'Allegato')),
  ]
  const { applyUrl } = await loadFrame()
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
          ['Stato', <AvvisoStatusText key="stato" avviso={avviso} />],
          ['Data di apertura', day(avviso.startDate)],
          ['Data di chiusura', <Deadline key="chiusura" avviso={avviso} />],
          ['Risorse dell’avviso', avviso.risorseInEuro != null ? formatEuro(avviso.risorseInEuro) : null],
          ['Misura', avviso.misura ? <SiteLink href={measurePath(avviso.misura)}>{avviso.misura}</SiteLink> : null],
          ['Ente promotore', avviso.entePromotore],
          ['Chi può candidarsi', who.length ? <Joined items={who} /> : null],
        ]}
      />
      <Apply avviso={avviso} platform={applyUrl} />
      <Amounts avviso={avviso} />
      <Links id="avviso-documenti" title="Testo dell’avviso e allegati" links={documents} path={avviso.path} />
      <Links id="avviso-faq" title="Domande frequenti" links={faqLinks(faqs)} path={avviso.path} />
      <SupportContacts id="avviso-supporto" />
      {/* Avvisi of the CMS only: those of outside sources have no page id to rate. */}
      <RatingSlot collection="announcements" pageId={typeof avviso.id === 'number' ? avviso.id : null} />
    </ProgrammeFrame>
  )
}
