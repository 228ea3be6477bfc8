import type { DataFromCollectionSlug, Where } from 'payload'
import type { Announcement, EnteBeneficiario, Faq, News, Update } from '@/payload-types'
import { findShown, isPublished } from './published'

/** Published content that the list blocks show (drafts in preview); every read goes through the one public rule. */

const all = (limit: number | null | undefined) => (limit ? { limit } : { pagination: false as const })

/** The newest news first: the latest `limit`, or all of them. */
export async function latestNews(limit: number | null): Promise<News[]> {
  const { docs } = await findShown({ collection: 'news', sort: '-customUpdateDate', depth: 0, ...all(limit) })
  return docs
}

export type FaqLink = Pick<Faq, 'id' | 'title' | 'slug' | 'category'>

/** The FAQs matching a list's selection, alphabetical. */
export async function faqsWhere(where: Where): Promise<FaqLink[]> {
  const { docs } = await findShown({
    collection: 'faqs',
    where,
    sort: 'title',
    depth: 0,
    pagination: false,
    select: { title: true, slug: true, category: true },
  })
  return docs
}

/** The newest updates first: the latest `limit`, or all of them. */
export async function latestUpdates(limit: number | null): Promise<Update[]> {
  const { docs } = await findShown({ collection: 'updates', sort: '-customUpdateDate', depth: 1, ...all(limit) })
  return docs
}

/** The newest avvisi first, optionally of one promoter. */
export async function latestAnnouncements(entePromotore: number | null | undefined, limit: number): Promise<Announcement[]> {
  const where: Where = entePromotore ? { entePromotore: { equals: entePromotore } } : {}
  const { docs } = await findShown({ collection: 'announcements', where, sort: '-startDate', limit, depth: 1 })
  return docs
}

/** Every beneficiary of the taxonomy, used or not. */
export async function allBeneficiari(): Promise<EnteBeneficiario[]> {
  const { docs } = await findShown({ collection: 'enteBeneficiarios', pagination: false, depth: 0 })
  return docs
}

type Carded = 'news' | 'resources' | 'guidelines'
type Chosen<S extends Carded> = (number | DataFromCollectionSlug<S>)[] | null | undefined

const CARD_SORT: Record<Carded, string> = { news: '-customUpdateDate', resources: '-data', guidelines: '-customUpdateDate' }

/** The documents of a card grid: the chosen ones in the editor's order, or the latest ones when none is chosen. */
export async function cardsFor<S extends Carded>(collection: S, chosen: Chosen<S>, latest: number | null | undefined) {
  const picked = chosen ?? []
  const populated = picked.filter((v): v is DataFromCollectionSlug<S> => typeof v === 'object')
  if (picked.length && populated.length === picked.length) return populated.filter(isPublished)
  if (!picked.length) {
    const { docs } = await findShown({ collection, sort: CARD_SORT[collection], limit: latest ?? 3, depth: 0 })
    return docs
  }
  const ids = picked.map((v) => (typeof v === 'object' ? v.id : v))
  const { docs } = await findShown({ collection, where: { id: { in: ids } }, depth: 0, pagination: false })
  const byId = new Map(docs.map((d) => [d.id, d]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}
