/**
 * The avvisi as feeds a Comune subscribes to: a calendar of their dates and RSS/Atom of new ones,
 * with the /avvisi filters. Pure: the routes pass the archive's avvisi (filteredAvvisi); the state
 * of an avviso comes from avvisoState alone, so a new status rule is one change here.
 */
import { formatLongDate } from '@/content/dates'
import { calendar, type CalendarEvent } from '@/content/icalendar'
import { AVVISI_PATH } from '@/content/paths'
import type { FeedItem } from '@/content/rss'
import { AVVISI_STATE_FILTERS, type AvvisoStateFilter } from './status'

export const AVVISI_CALENDAR_PATH = `${AVVISI_PATH}/calendario.ics`
export const AVVISI_RSS_PATH = `${AVVISI_PATH}/feed.xml`
export const AVVISI_ATOM_PATH = `${AVVISI_PATH}/atom.xml`
const FILTERS = ['stato', 'misura', 'beneficiario', 'promotore'] as const
const SLUG = /^[a-z0-9-]{1,120}$/

/** What the feeds read of an avviso (the archive's entries have it). */
export type FeedAvviso = {
  name: string
  slug: string
  path: string
  status: string
  startDate: string
  endDate: string
  misura: string | null
  beneficiari: string[]
  descrizione: string | null
}

export type FeedQuery = { stato: '' | AvvisoStateFilter; misura: string; beneficiario: string; promotore: string }

/** The one place that says which state an avviso is in (today: the archive's label). */
const avvisoState = (a: FeedAvviso): string => a.status

/** The /avvisi filters from a feed's query string: anything else is ignored, as on the page. */
export function feedQuery(params: URLSearchParams): FeedQuery {
  const value = (name: string) => {
    const v = params.get(name) ?? ''
    return SLUG.test(v) ? v : ''
  }
  const stato = value('stato')
  const known = AVVISI_STATE_FILTERS.find((f) => f === stato)
  return { stato: known ?? '', misura: value('misura'), beneficiario: value('beneficiario'), promotore: value('promotore') }
}

/** The query string of the filters chosen, to carry from /avvisi to its feeds ('' or '?…'). */
export function feedSearch(query: Partial<Record<(typeof FILTERS)[number], string>>): string {
  const params = new URLSearchParams()
  for (const name of FILTERS) if (query[name]) params.set(name, query[name])
  const s = params.toString()
  return s ? `?${s}` : ''
}

const who = (a: FeedAvviso) => (a.beneficiari.length ? `Per: ${a.beneficiari.join(', ')}.` : '')

/** Two all-day events per avviso: its opening and its deadline. */
export function avvisiCalendar(avvisi: FeedAvviso[], origin: string, now = new Date()): string {
  const host = new URL(origin).hostname
  const events: CalendarEvent[] = avvisi.flatMap((a) => {
    const url = `${origin}${a.path}`
    const about = [a.misura ? `Misura ${a.misura}.` : '', who(a), `Stato: ${avvisoState(a)}.`, url].filter(Boolean).join('\n')
    const dated = (kind: 'apertura' | 'scadenza', date: string, summary: string): CalendarEvent[] =>
      date && !Number.isNaN(Date.parse(date)) ? [{ uid: `${kind}-${a.slug}@${host}`, summary, day: new Date(date), description: about, url }] : []
    return [...dated('apertura', a.startDate, `Apertura avviso: ${a.name}`), ...dated('scadenza', a.endDate, `Scadenza avviso: ${a.name}`)]
  })
  return calendar({ name: 'Avvisi · PA digitale 2026', description: 'Aperture e scadenze degli avvisi di finanziamento del programma', prodId: `-//${host}//Avvisi//IT` }, events, now)
}

/** Feed items, newest opening first: «Aperto dal … al …», for whom. */
export function avvisiFeedItems(avvisi: FeedAvviso[], limit = 50): FeedItem[] {
  return [...avvisi]
    .filter((a) => !Number.isNaN(Date.parse(a.startDate)))
    .sort((a, b) => Date.parse(b.startDate) - Date.parse(a.startDate))
    .slice(0, limit)
    .map((a) => ({
      title: a.name,
      path: a.path,
      date: a.startDate,
      summary: [`${avvisoState(a)}: domande dal ${formatLongDate(a.startDate)} al ${formatLongDate(a.endDate)}.`, who(a), a.descrizione ?? ''].filter(Boolean).join(' '),
    }))
}
