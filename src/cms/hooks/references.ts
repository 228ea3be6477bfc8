import type { CollectionSlug, Payload } from 'payload'
import { EDITORIAL_COLLECTIONS, pathFor, isRouted } from '@/content/paths'

/** Collections whose documents carry links to other content (blocks, rich text, link fields): the nine public types. */
export const PUBLIC_COLLECTIONS = EDITORIAL_COLLECTIONS

export const COLLECTION_LABELS: Record<string, string> = {
  pages: 'Pagina',
  faqs: 'Domanda frequente',
  news: 'Notizia',
  resources: 'Guida o risorsa',
  supportos: 'Pagina di supporto',
  datis: 'Open data',
  guidelines: 'Linea guida',
  updates: 'Aggiornamento',
  announcements: 'Avviso',
}

export type Target = { collection: string; id: number | string; path?: string }
export type Referrer = { collection: string; id: number | string; title: string; path?: string }

type Doc = Record<string, unknown> & { id: number | string; slug?: string; category?: string | null }

function sameId(a: unknown, b: number | string): boolean {
  return a != null && String(a) === String(b)
}

/** An internal href pointing at the path (with or without a fragment or query). */
function hitsPath(value: string, path: string): boolean {
  return value === path || value.startsWith(`${path}#`) || value.startsWith(`${path}?`)
}

/**
 * Whether a stored value (depth 0) links to the target: a polymorphic relation or a rich-text
 * link ({ relationTo, value }), a link field's cmsPage, or an internal href to its path.
 */
export function refersTo(value: unknown, target: Target): boolean {
  if (typeof value === 'string') return target.path != null && hitsPath(value, target.path)
  if (Array.isArray(value)) return value.some((v) => refersTo(v, target))
  if (!value || typeof value !== 'object') return false
  const obj = value as Record<string, unknown>
  if (obj.relationTo === target.collection) {
    const v = obj.value
    if (sameId(v, target.id) || (v && typeof v === 'object' && sameId((v as { id?: unknown }).id, target.id))) return true
  }
  if (target.collection === 'pages' && sameId(obj.cmsPage, target.id)) return true
  return Object.entries(obj).some(([key, v]) => key !== 'id' && refersTo(v, target))
}

export function docPath(collection: string, doc: { slug?: unknown; category?: unknown }): string | undefined {
  if (!isRouted(collection) || typeof doc.slug !== 'string' || !doc.slug) return undefined
  return pathFor(collection, { slug: doc.slug, category: typeof doc.category === 'string' ? doc.category : null })
}

/** Every document of a collection in its latest version (drafts included), at depth 0. */
export async function latestDocs(payload: Payload, collection: CollectionSlug): Promise<Doc[]> {
  const { docs } = await payload.find({ collection, depth: 0, pagination: false, draft: true, overrideAccess: true })
  return docs as unknown as Doc[]
}

function titleOf(doc: Record<string, unknown>): string {
  for (const key of ['title', 'name', 'question', 'slug']) if (typeof doc[key] === 'string' && doc[key]) return doc[key] as string
  return String(doc.id)
}

/** The documents (latest version, drafts included) that link to the target, the target itself excluded. */
export async function findReferrers(payload: Payload, target: Target): Promise<Referrer[]> {
  const out: Referrer[] = []
  for (const collection of PUBLIC_COLLECTIONS) {
    for (const doc of await latestDocs(payload, collection)) {
      if (collection === target.collection && sameId(doc.id, target.id)) continue
      const { id: _id, slug: _slug, createdAt: _c, updatedAt: _u, ...content } = doc
      if (refersTo(content, target)) out.push({ collection, id: doc.id, title: titleOf(doc), path: docPath(collection, doc) })
    }
  }
  return out
}

/** 'Pagina «Titolo» (/percorso)', one referrer for an editor. */
export function describeReferrer(r: Referrer): string {
  const label = COLLECTION_LABELS[r.collection] ?? r.collection
  return `${label} «${r.title}»${r.path ? ` (${r.path})` : ''}`
}

/** Why a delete, a move to the bin or an unpublish is refused: what links here, and what to do. */
export function refusalMessage(title: string, referrers: Referrer[], action = 'eliminare'): string {
  return `Impossibile ${action} «${title}»: è usato in ${referrers.map(describeReferrer).join('; ')}. Togli prima questi collegamenti, poi riprova.`
}
