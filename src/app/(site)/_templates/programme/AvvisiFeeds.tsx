import { AVVISI_ATOM_PATH, AVVISI_CALENDAR_PATH, AVVISI_RSS_PATH } from '@/programme/avvisi-feeds'

/**
 * «Le scadenze nel tuo calendario»: the avvisi chosen by the filters (`search`, '' or '?…') as a
 * calendar to subscribe to (webcal: opens the calendar app; the https address to paste) and as
 * RSS/Atom. Plain links: no JavaScript needed.
 */
export function AvvisiFeeds({ search, siteUrl }: { search: string; siteUrl: string }) {
  const calendar = `${siteUrl}${AVVISI_CALENDAR_PATH}${search}`
  const webcal = calendar.replace(/^https?:/, 'webcal:')
  return (
    <aside className="sito-avvisi-feeds callout mt-4" aria-labelledby="avvisi-feeds-titolo">
      <h2 id="avvisi-feeds-titolo" className="h5">
        Le scadenze nel tuo calendario
      </h2>
      <p className="mb-2">
        {search ? 'Gli avvisi dei filtri scelti' : 'Tutti gli avvisi'}: aperture e scadenze si aggiornano da sole nel calendario del tuo ente.
      </p>
      <ul className="list-unstyled mb-0">
        <li>
          <a href={webcal}>Abbonati al calendario degli avvisi</a>
        </li>
        <li>
          <a href={calendar} type="text/calendar">
            Scarica il calendario (iCalendar)
          </a>{' '}
          <span className="text-break">o copia l’indirizzo: {calendar}</span>
        </li>
        <li>
          <a href={`${AVVISI_RSS_PATH}${search}`} type="application/rss+xml">
            Nuovi avvisi via RSS
          </a>{' '}
          ·{' '}
          <a href={`${AVVISI_ATOM_PATH}${search}`} type="application/atom+xml">
            Atom
          </a>
        </li>
      </ul>
    </aside>
  )
}
