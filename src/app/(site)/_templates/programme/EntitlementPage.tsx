import type { AvvisoEntry } from '@/blocks/AnnouncementsGrid/archive'
import { SiteLink } from '@/components/page/SiteLink'
import { formatLongDate, isoDay } from '@/content/dates'
import { AVVISI_PATH } from '@/content/paths'
import type { BeneficiaryView } from '@/content/programme'
import { AvvisoStatusText } from '@/programme/AvvisoStatusText'
import { bandText, formatInhabitants } from '@/programme/amounts'
import { COMUNI_SOURCE, comuniCount, type Comune, type ComuneMatch } from '@/programme/comuni/comuni'
import type { Entitlement } from '@/programme/entitlements'
import { formatEuro } from '@/programme/euro'
import { ENTITLEMENT_PATH, ENTITLEMENT_TITLE } from '@/programme/paths'
import { ProgrammeFrame, Section, programmeCrumbs } from './Frame'

export type EntitlementQuery = { ente: string; comune: string }

export type EntitlementView = {
  query: EntitlementQuery
  beneficiaries: BeneficiaryView[]
  /** The type of body chosen (null: none yet, or not one of the list). */
  beneficiary: BeneficiaryView | null
  /** For the Comuni: the Comune named, its namesakes or suggestions; null when no name was given. */
  match: ComuneMatch | null
  /** What to fix in the form, tied to its field. */
  error: { field: 'ente' | 'comune'; message: string } | null
  result: { open: Entitlement<AvvisoEntry>[]; upcoming: Entitlement<AvvisoEntry>[] } | null
}

const comuneLabel = (c: Comune) => `${c.nome} (${c.sigla}, ${c.regione})`
const comuneHref = (c: Comune) => `${ENTITLEMENT_PATH}?${new URLSearchParams({ ente: 'comuni', comune: c.codice })}`

function Form({ view }: { view: EntitlementView }) {
  const { query, beneficiaries, error } = view
  const invalid = (field: 'ente' | 'comune') => (error?.field === field ? { 'aria-invalid': true, 'aria-describedby': `quanto-${field}-errore` } : {})
  const message = (field: 'ente' | 'comune') =>
    error?.field === field && (
      <p id={`quanto-${field}-errore`} className="sito-form-errore text-danger mt-1 mb-0">
        {error.message}
      </p>
    )
  return (
    <form method="get" action={ENTITLEMENT_PATH} className="row g-3 align-items-end mb-4" aria-label="Cerca il tuo ente">
      <div className="col-md-5 col-lg-4">
        <label htmlFor="quanto-ente" className="sito-filter__label">
          Tipo di ente
        </label>
        <select id="quanto-ente" name="ente" className="form-select" defaultValue={view.beneficiary?.slug ?? 'comuni'} {...invalid('ente')}>
          {beneficiaries.map((b) => (
            <option key={b.slug} value={b.slug}>
              {b.label}
            </option>
          ))}
        </select>
        {message('ente')}
      </div>
      <div className="col-md-7 col-lg-5">
        <label htmlFor="quanto-comune" className="sito-filter__label">
          Nome del Comune (solo per i Comuni)
        </label>
        <input id="quanto-comune" name="comune" type="text" className="form-control" autoComplete="address-level2" defaultValue={query.comune} maxLength={100} {...invalid('comune')} />
        {message('comune')}
      </div>
      <div className="col-auto">
        <button type="submit" className="btn btn-primary">
          Mostra gli importi
        </button>
      </div>
    </form>
  )
}

function ComuneChoice({ match }: { match: ComuneMatch }) {
  if (match.kind === 'found') return null
  const list = match.kind === 'ambiguous' ? match.comuni : match.suggestions
  if (!list.length) return null
  return (
    <nav aria-labelledby="quanto-scelta" className="mb-4">
      <h2 id="quanto-scelta" className="h5">
        {match.kind === 'ambiguous' ? 'Più Comuni hanno questo nome: scegli il tuo' : 'Forse cercavi'}
      </h2>
      <ul>
        {list.map((c) => (
          <li key={c.codice}>
            <SiteLink href={comuneHref(c)}>{comuneLabel(c)}</SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

function Amount({ amounts }: { amounts: Entitlement<AvvisoEntry>['amounts'] }) {
  if (!amounts.length) return <>Vedi la regola nella pagina dell’avviso</>
  if (amounts.length === 1) {
    const [a] = amounts
    return (
      <>
        <strong>{formatEuro(a!.importoInEuro)}</strong>
        {a!.nota ? ` ${a!.nota}` : ''}
      </>
    )
  }
  return (
    <ul className="mb-0 ps-3">
      {amounts.map((a, i) => (
        <li key={i}>
          {bandText(a)}: <strong>{formatEuro(a.importoInEuro)}</strong>
          {a.nota ? ` ${a.nota}` : ''}
        </li>
      ))}
    </ul>
  )
}

function Avvisi({ id, title, list, upcoming }: { id: string; title: string; list: Entitlement<AvvisoEntry>[]; upcoming?: boolean }) {
  return (
    <Section id={id} title={title}>
      <ul className="list-unstyled row row-cols-1 row-cols-lg-2 g-4">
        {list.map(({ avviso, amounts }) => (
          <li key={avviso.slug} className="col">
            <article className="sito-card sito-card--bordered h-100">
              <div className="sito-card__body">
                <h3 className="sito-card__title h5">
                  <SiteLink href={avviso.path}>{avviso.name}</SiteLink>
                </h3>
                <dl className="sito-fatti mb-0">
                  <div className="sito-fatti__riga">
                    <dt>Importo</dt>
                    <dd>
                      <Amount amounts={amounts} />
                    </dd>
                  </div>
                  <div className="sito-fatti__riga">
                    <dt>{upcoming ? 'Apertura' : 'Scadenza'}</dt>
                    <dd>
                      <time dateTime={isoDay(upcoming ? avviso.startDate : avviso.endDate)}>{formatLongDate(upcoming ? avviso.startDate : avviso.endDate)}</time>
                    </dd>
                  </div>
                  <div className="sito-fatti__riga">
                    <dt>Stato</dt>
                    <dd>
                      <AvvisoStatusText avviso={avviso} />
                    </dd>
                  </div>
                </dl>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  )
}

function Result({ view }: { view: EntitlementView }) {
  const { beneficiary, match, result } = view
  if (!beneficiary || !result) return null
  const comune = match?.kind === 'found' ? match.comune : null
  const who = comune ? `il Comune di ${comune.nome}` : beneficiary.label
  return (
    <div aria-labelledby="quanto-esito">
      <div className="container">
        <h2 id="quanto-esito" className="h3">
          {comune ? `${comuneLabel(comune)}: ${formatInhabitants(comune.popolazione)}` : beneficiary.label}
        </h2>
        <p>
          {result.open.length
            ? `${result.open.length === 1 ? 'Un avviso aperto' : `${result.open.length} avvisi aperti`} per ${who}, la scadenza più vicina per prima.`
            : `Nessun avviso è aperto per ${who} in questo momento.`}{' '}
          {comune && 'L’importo è quello della fascia di popolazione del Comune. '}
          Fa fede il testo dell’avviso.
        </p>
      </div>
      {result.open.length > 0 && <Avvisi id="quanto-aperti" title="Avvisi aperti" list={result.open} />}
      {result.upcoming.length > 0 && <Avvisi id="quanto-prossimi" title="Di prossima apertura" list={result.upcoming} upcoming />}
    </div>
  )
}

/** «Quanto spetta al mio ente»: a GET form (type of body, Comune), then the open avvisi with amount and deadline. */
export function EntitlementPage({ view }: { view: EntitlementView }) {
  const lead = (
    <p className="mb-0">
      Scegli il tipo di ente e, per un Comune, scrivi il suo nome: vedi per ogni avviso aperto l’importo che spetta e la scadenza.
    </p>
  )
  return (
    <ProgrammeFrame crumbs={programmeCrumbs({ title: 'Avvisi', path: AVVISI_PATH }, ENTITLEMENT_TITLE)} path={ENTITLEMENT_PATH} title={ENTITLEMENT_TITLE} lead={lead}>
      <div className="container">
        <Form view={view} />
        {view.match && <ComuneChoice match={view.match} />}
      </div>
      <Result view={view} />
      <div className="container my-4">
        <p className="small mb-0">
          I {new Intl.NumberFormat('it-IT', { useGrouping: 'always' }).format(comuniCount)} Comuni e la loro popolazione vengono da{' '}
          <SiteLink href={COMUNI_SOURCE.url}>{COMUNI_SOURCE.name}</SiteLink>, licenza {COMUNI_SOURCE.licence}.
        </p>
      </div>
    </ProgrammeFrame>
  )
}
