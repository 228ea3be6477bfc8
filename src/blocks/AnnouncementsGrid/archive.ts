import { env as readEnv } from '@/cms/env'
import { cmsAvvisi } from '@/content/programme'
import { slugify } from '@/content/slugify'
import { sourcedAvvisi, type SourcedAvviso } from '@/integrations/avvisi'
import type { Announcement, Document } from '@/payload-types'
import { toView, type AnnouncementView } from './data'

/** An avviso of the archive: its view, with the slugs the filters compare and its page's extra fields. */
export type AvvisoEntry = AnnouncementView & {
  slug: string
  descrizione: string | null
  documenti: { title: string; url: string; filename: string | null; mimeType: string | null; filesize: number | null }[]
}

export type AvvisiQuery = { stato: '' | 'aperto' | 'chiuso'; misura: string; beneficiario: string; promotore: string }

/** The outside sources the site's archive reads besides the CMS: those configured in the environment. */
function configuredSources(env: Record<string, string | undefined> = readEnv()) {
  return [
    ...(env.AVVISI_FEED_URL?.trim() ? (['json'] as const) : []),
    ...(env.SALESFORCE_FP_CLIENT_ID?.trim() ? (['salesforce'] as const) : []),
  ]
}

function documentsOf(a: Announcement): AvvisoEntry['documenti'] {
  return (a.documenti ?? []).flatMap((d) => {
    const doc = typeof d === 'object' ? (d as Document) : null
    return doc?.url ? [{ title: doc.title, url: doc.url, filename: doc.filename ?? null, mimeType: doc.mimeType ?? null, filesize: doc.filesize ?? null }] : []
  })
}

function entry(a: Announcement | SourcedAvviso, now: Date): AvvisoEntry {
  const cms = typeof a.id === 'number'
  return {
    ...toView(a, now),
    slug: slugify(a.name),
    descrizione: cms ? ((a as Announcement).descrizione ?? null) : null,
    documenti: cms ? documentsOf(a as Announcement) : [],
  }
}

/** Open first, the nearest deadline first; then the closed ones, the latest closed first. */
export function byDeadline(a: AvvisoEntry, b: AvvisoEntry): number {
  if (a.status !== b.status) return a.status === 'Aperto' ? -1 : 1
  return a.status === 'Aperto' ? a.endDate.localeCompare(b.endDate) : b.endDate.localeCompare(a.endDate)
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
  if (q.stato && (q.stato === 'aperto') !== (a.status === 'Aperto')) return false
  if (q.misura && slugify(a.misura ?? '') !== q.misura) return false
  if (q.promotore && slugify(a.entePromotore ?? '') !== q.promotore) return false
  return !q.beneficiario || a.beneficiari.some((b) => slugify(b) === q.beneficiario)
}

/** The archive with the /avvisi filters applied (the page, its calendar and its feeds). */
export async function filteredAvvisi(q: AvvisiQuery, now: Date = new Date()): Promise<AvvisoEntry[]> {
  return (await siteAvvisi(now)).filter((a) => matchesQuery(a, q))
}
