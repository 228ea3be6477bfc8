import { type Payload, ValidationError } from 'payload'
import { siteUrl } from '@/cms/env'
import { avvisoPath, beneficiaryPath, measurePath, pathFor } from '@/content/paths'
import { splitWindow } from '@/content/pagination'
import { CSRF_MESSAGES } from './csrf'
import { OPT_IN_COLLECTIONS, type PageLink, pageLinkValue, type RatedCollection, showsRating } from './page-link'
import type { FeedbackRequest } from './schema'

export type Outcome = { status: number; message: string }

const FEEDBACK_THANKS = 'Feedback inviato! Grazie per il tuo feedback!'
const PAGE_NOT_FOUND = 'La pagina valutata non esiste o non accetta valutazioni.'

type RatedPage = { collection: RatedCollection; id: string; path: string }

/**
 * Stores one rating for a published page that accepts ratings, with its collection in `link`
 * (`faqs:12`) and its path; a token id, when given, can be used once. `path` is the page the
 * request came from (same-origin Referer), which tells which collection a bare id belongs to.
 */
export async function submitFeedback(
  payload: Payload,
  request: FeedbackRequest,
  options: { tokenId?: string; path?: string | null } = {},
): Promise<Outcome> {
  const page = await ratedPage(payload, request.link, options.path ?? null)
  if (!page) return { status: 422, message: PAGE_NOT_FOUND }
  const data = { utile: request.utile, commento: request.commento || null, link: pageLinkValue(page.collection, page.id) }
  if (options.tokenId) {
    const spent = await spentOn(payload, options.tokenId)
    if (spent) return sameRating(spent, data) ? { status: 201, message: FEEDBACK_THANKS } : { status: 403, message: CSRF_MESSAGES.used }
  }
  try {
    await payload.create({ collection: 'feedbacks', data: { ...data, percorso: page.path, tokenId: options.tokenId ?? null } })
  } catch (error) {
    // The same token twice at the same instant: the unique index refused the second.
    if (options.tokenId && isTokenClash(error)) {
      const spent = await spentOn(payload, options.tokenId)
      return spent && sameRating(spent, data) ? { status: 201, message: FEEDBACK_THANKS } : { status: 403, message: CSRF_MESSAGES.used }
    }
    throw error
  }
  return { status: 201, message: FEEDBACK_THANKS }
}

type Rating = { utile?: boolean | null; commento?: string | null; link?: string | null }

/** The rating a token was spent on, if any. */
async function spentOn(payload: Payload, tokenId: string): Promise<Rating | null> {
  const { docs } = await payload.find({ collection: 'feedbacks', where: { tokenId: { equals: tokenId } }, limit: 1, depth: 0, pagination: false, overrideAccess: true })
  return docs[0] ?? null
}

/**
 * Issue 37: the token is the rating's idempotency key. A retry of a stored rating (its answer lost
 * with a killed instance) gets the first answer, nothing stored twice; another rating with a
 * spent token is refused.
 */
const sameRating = (stored: Rating, posted: Rating) =>
  Boolean(stored.utile) === Boolean(posted.utile) && (stored.commento ?? null) === (posted.commento ?? null) && stored.link === posted.link

const isTokenClash = (error: unknown) =>
  error instanceof ValidationError && error.data.errors.some((e) => /^token_?id$/i.test(String(e.path)))

/**
 * The page a link names: a published document of its collection that accepts ratings. A bare
 * id is the document with that id shown at `path`, else the only published document of the
 * rated collections with that id: never one of two, which could rate a page hiding its ratings.
 */
async function ratedPage(payload: Payload, link: PageLink, path: string | null): Promise<RatedPage | null> {
  if (!/^\d{1,15}$/.test(link.id) && !/^[0-9a-f]{24}$/.test(link.id)) return null
  const found: RatedPage[] = []
  for (const collection of link.collection ? [link.collection] : OPT_IN_COLLECTIONS) {
    const { docs } = await payload.find({ collection, where: { id: { equals: link.id } }, limit: 1, depth: 0, draft: false, overrideAccess: false })
    const doc = docs[0] as RatedDoc | undefined
    if (doc) found.push({ collection, id: link.id, path: ratedPath(collection, doc) })
  }
  const shown = path ? found.find((p) => p.path === pagePath(path)) : undefined
  const page = shown ?? (found.length === 1 ? found[0] : undefined)
  return page?.path ? page : null
}

type RatedDoc = { slug?: string | null; category?: string | null; nascondiValutazione?: boolean | null; name?: string | null; label?: string | null }

/** The path of a published document that shows the widget, '' when it does not. */
function ratedPath(collection: RatedCollection, doc: RatedDoc): string {
  if (!showsRating(collection, doc.nascondiValutazione)) return ''
  if (collection === 'announcements') return doc.name ? avvisoPath(doc.name) : ''
  if (collection === 'misuras') return doc.label ? measurePath(doc.label) : ''
  if (collection === 'enteBeneficiarios') return doc.label ? beneficiaryPath(doc.label) : ''
  return doc.slug ? pathFor(collection, { slug: doc.slug, category: doc.category }) : ''
}

/** A list's later window (`/notizie/pagina/2`) is the same page. */
function pagePath(path: string): string {
  const segments = path.split('/').filter(Boolean)
  return `/${(splitWindow(segments)?.segments ?? segments).join('/')}`
}

/**
 * The page the request came from: the Referer's path when it names this site, the host the
 * browser addressed (Host) or the public address (SITE_URL). `request.url` would not do: Next
 * builds it from its own listening address, not from the visitor's.
 */
export function pathFromReferer(headers: Headers): string | null {
  const referer = headers.get('referer')
  if (!referer) return null
  try {
    const url = new URL(referer)
    const own = [headers.get('host'), new URL(siteUrl()).host]
    return own.includes(url.host) ? url.pathname.slice(0, 300) : null
  } catch {
    return null
  }
}
