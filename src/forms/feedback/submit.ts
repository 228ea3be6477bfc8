import type { Payload } from 'payload'
import { CSRF_MESSAGES } from './csrf'
import type { FeedbackRequest } from './schema'

export type Outcome = { status: number; message: string }

const FEEDBACK_THANKS = 'Feedback inviato! Grazie per il tuo feedback!'
const PAGE_NOT_FOUND = 'La pagina valutata non esiste o non accetta valutazioni.'

/** Collections whose pages show the rating widget (they have nascondiValutazione). */
const RATED = ['pages', 'faqs', 'supportos'] as const

/** Stores one rating for a page that exists and accepts ratings; a token id, when given, can be used once. */
export async function submitFeedback(
  payload: Payload,
  request: FeedbackRequest,
  options: { tokenId?: string; path?: string | null } = {},
): Promise<Outcome> {
  if (!(await pageAcceptsRatings(payload, request.link))) return { status: 422, message: PAGE_NOT_FOUND }
  if (options.tokenId && (await payload.count({ collection: 'feedbacks', where: { tokenId: { equals: options.tokenId } } })).totalDocs > 0) {
    return { status: 403, message: CSRF_MESSAGES.used }
  }
  try {
    await payload.create({
      collection: 'feedbacks',
      data: { utile: request.utile, commento: request.commento || null, link: request.link, percorso: options.path ?? null, tokenId: options.tokenId ?? null },
    })
  } catch (error) {
    // The same token twice at the same instant: the unique index refused the second.
    if (options.tokenId) return { status: 403, message: CSRF_MESSAGES.used }
    throw error
  }
  return { status: 201, message: FEEDBACK_THANKS }
}

async function pageAcceptsRatings(payload: Payload, id: string): Promise<boolean> {
  if (!/^\d{1,15}$/.test(id) && !/^[0-9a-f]{24}$/.test(id)) return false
  for (const collection of RATED) {
    const { totalDocs } = await payload.count({
      collection,
      where: { and: [{ id: { equals: id } }, { nascondiValutazione: { equals: false } }] },
    })
    if (totalDocs > 0) return true
  }
  return false
}

/** The page path from a same-origin Referer, for editors reading the ratings. */
export function pathFromReferer(referer: string | null, origin: string): string | null {
  if (!referer) return null
  try {
    const url = new URL(referer)
    return url.origin === new URL(origin).origin ? url.pathname.slice(0, 300) : null
  } catch {
    return null
  }
}
