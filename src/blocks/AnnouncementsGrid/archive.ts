import { env as readEnv } from '@/cms/env'
import { cmsAvvisi } from '@/content/programme'
import { slugify } from '@/content/slugify'
import { sourcedAvvisi, type SourcedAvviso } from '@/integrations/avvisi'
import type { AvvisoAmount } from '@/programme/amounts'
import { acceptsApplications, type AvvisoStateFilter } from '@/programme/status'
import type { Announcement, Document } from '@/payload-types'
import { toView, type AnnouncementView } from './data'

/** An avviso of the archive: its view, with the slugs the filters compare and its page's extra fields. */
type DocumentLink = { title: string; url: string; filename: string | null; mimeType: string | null; filesize: number | null }

export type AvvisoEntry = AnnouncementView & {
  slug: string
  descrizione: string | null
  /** The avviso's total resources in euro, its amounts by type of body and band, and the rule in words. */
  risorseInEuro: number | null
  importi: AvvisoAmount[]
  regolaImporto: string | null
  testoAvviso: DocumentLink | null
  /** The annexes. */
  documenti: DocumentLink[]
}

export type AvvisiQuery = { stato: '' | AvvisoStateFilter; misura: string; beneficiario: string; promotore: string }

/** The archive's state filter: open (Aperto or In scadenza), opening soon, suspended, closed. */
const STATE_FILTER: Record<Exclude<AvvisiQuery['stato'], ''>, (s: AvvisoEntry['status']) => boolean> = {
  aperto: acceptsApplications,
  'prossima-apertura': (s) => s === 'Di prossima apertura',
  sospeso: (s) => s === 'Sospeso',
  chiuso: (s) => s === 'Chiuso',
}

/** The outside sources the site's archive reads besides the CMS: those configured in the environment. */
function configuredSources(env: Record<string, string | undefined> = readEnv()) {
  return [
    ...(env.AVVISI_FEED_URL?.trim() ? (['json'] as const) : []),
    ...(env.SALESFORCE_FP_CLIENT_ID?.trim() ? (['salesforce'] as const) : []),
  ]
}

function documentLink(d: number | Document | null | undefined): DocumentLink | null {
  const doc = d && typeof d === 'object' ? d : null
  return doc?.url ? { title: doc.title, url: doc.url, filename: doc.filename ?? null, mimeType: doc.mimeType ?? null, filesize: doc.filesize ?? null } : null
}

const documentsOf = (a: Announcement): DocumentLink[] => (a.documenti ?? []).flatMap((d) => documentLink(d) ?? [])

function cmsFields(a: Announcement) {
  return {
    descrizione: a.descrizione ?? null,
    risorseInEuro: a.risorseInEuro ?? null,
    importi: (a.importi ?? []).map(({ beneficiario, popolazioneDa, popolazioneA, importoInEuro, nota }) => ({ beneficiario, popolazioneDa, popolazioneA, importoInEuro, nota })),
    regolaImporto: a.regolaImporto ?? null,
    testoAvviso: documentLink(a.testoAvviso),
    documenti: documentsOf(a),
  }
}

const NOT_IN_SOURCE = { descrizione: null, risorseInEuro: null, importi: [], regolaImporto: null, testoAvviso: null, documenti: [] }

function entry(a: Announcement | SourcedAvviso, now: Date): AvvisoEntry {
  return {
    ...toView(a, now),
    slug: slugify(a.name),
    ...(typeof a.id === 'number' ? cmsFields(a as Announcement) : NOT_IN_SOURCE),
  }
}

/** Open first, the nearest deadline first; then the others, the latest closing first. */
export function byDeadline(a: AvvisoEntry, b: AvvisoEntry): number {
  const open = acceptsApplications(a.status)
  if (open !== acceptsApplications(b.status)) return open ? -1 : 1
  return open ? a.endDate.localeCompare(b.endDate) : b.endDate.localeCompare(a.endDate)
}

/**
 * Every avviso the site shows: the Avvisi collection and the configured outside sources (JSON feed,
 * Salesforce Funding Programs); an outside avviso with the name of one of the CMS is left out.
 */
export async function siteAvvisi(now: Date = new Date()): Promise<AvvisoEntry[]> {
  const list = (await cmsAvvisi()).map((a) => entry(a, now))
  const seen = new Set(list.map((a) => a.slug))
  for (const source of configuredSources()) {
    for (const a of await sourcedAvvisi(source)) {
      const item = entry(a, now)
      if (!seen.has(item.slug)) list.push(item)
      seen.add(item.slug)
    }
  }
  return list.sort(byDeadline)
}

export async function avvisoBySlug(slug: string, now: Date = new Date()): Promise<AvvisoEntry | null> {
  return (await siteAvvisi(now)).find((a) => a.slug === slug) ?? null
}

/** Whether an avviso passes the archive's filters ('' is any); beneficiaries and bodies are compared by slug. */
export function matchesQuery(a: AvvisoEntry, q: AvvisiQuery): boolean {
  if (q.stato && !STATE_FILTER[q.stato](a.status)) return false
  if (q.misura && slugify(a.misura ?? '') !== q.misura) return false
  if (q.promotore && slugify(a.entePromotore ?? '') !== q.promotore) return false
  return !q.beneficiario || a.beneficiari.some((b) => slugify(b) === q.beneficiario)
}

/** The archive with the /avvisi filters applied (the page, its calendar and its feeds). */
export async function filteredAvvisi(q: AvvisiQuery, now: Date = new Date()): Promise<AvvisoEntry[]> {
  return (await siteAvvisi(now)).filter((a) => matchesQuery(a, q))
}
