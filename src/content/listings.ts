import type { DataFromCollectionSlug, Where } from 'payload'
import type { Announcement, EnteBeneficiario, Faq, News, Update } from '@/payload-types'
import { docTag, tagRender } from './cache-tags'
import { listWindow } from './list-window'
import { windowPages } from './pagination'
import { findShown, isPublished } from './published'
import { NEWS_ORDER } from './news-order'

/** Published content that the list blocks show (drafts in preview); every read goes through the one public rule. */

/** Items of a list read a window at a time (see pagination.ts), with the size of the whole list. */
export type Window<T> = { docs: T[]; total: number }

type Read<T> = (limit: number, page: number) => Promise<{ docs: T[]; totalDocs: number }>

/** The window this request asks of a list of `pageSize` per page; the last one when it asks past the end. */
async function readWindow<T>(pageSize: number, read: Read<T>): Promise<Window<T>> {
  const limit = pageSize * windowPages(pageSize)
  const asked = await read(limit, listWindow().window)
  if (asked.docs.length || !asked.totalDocs) return { docs: asked.docs, total: asked.totalDocs }
  const last = await read(limit, Math.ceil(asked.totalDocs / limit))
  return { docs: last.docs, total: last.totalDocs }
}

/** The newest news first: the latest `limit`. */
export async function latestNews(limit: number): Promise<News[]> {
  const { docs } = await findShown({ collection: 'news', sort: NEWS_ORDER, depth: 1, limit })
  return docs
}

/** Every news item, newest first, a window at a time. */
export function newsWindow(pageSize: number): Promise<Window<News>> {
  return readWindow(pageSize, (limit, page) => findShown({ collection: 'news', sort: NEWS_ORDER, depth: 1, limit, page }))
}

export type FaqLink = Pick<Faq, 'id' | 'title' | 'slug' | 'category'>

const FAQ_LINK = { title: true, slug: true, category: true } as const

/** The FAQs an editor chose (a bounded list), alphabetical. */
export async function faqsWhere(where: Where): Promise<FaqLink[]> {
  const { docs } = await findShown({ collection: 'faqs', where, sort: 'title', depth: 0, pagination: false, select: FAQ_LINK })
  return docs
}

/** The FAQs matching a list's filter, alphabetical, a window at a time. */
export function faqsWindow(where: Where, pageSize: number): Promise<Window<FaqLink>> {
  return readWindow(pageSize, (limit, page) =>
    findShown({ collection: 'faqs', where, sort: 'title', depth: 0, limit, page, select: FAQ_LINK }),
  )
}

/** The newest updates first: the latest `limit`. */
export async function latestUpdates(limit: number): Promise<Update[]> {
  const { docs } = await findShown({ collection: 'updates', sort: '-customUpdateDate', depth: 1, limit })
  return docs
}

/** Every update, newest first, a window at a time. */
export function updatesWindow(pageSize: number): Promise<Window<Update>> {
  return readWindow(pageSize, (limit, page) => findShown({ collection: 'updates', sort: '-customUpdateDate', depth: 1, limit, page }))
}

/** The newest avvisi first, optionally of one promoter. */
/**
 * The newest avvisi (of one promoting body if given); with `openAt`, only those accepting applications
 * then (PUBBLICATO, opened, not yet closed), so a limit counts open avvisi.
 */
export async function openAnnouncements(entePromotore: number | null | undefined, openAt: Date | null, limit: number): Promise<Announcement[]> {
  const at = openAt?.toISOString()
  const where: Where = {
    and: [
      ...(entePromotore ? [{ entePromotore: { equals: entePromotore } }] : []),
      ...(at ? [{ status: { equals: 'PUBBLICATO' } }, { startDate: { less_than_equal: at } }, { endDate: { greater_than: at } }] : []),
    ],
  }
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

const CARD_SORT: Record<Carded, string> = { news: NEWS_ORDER, resources: '-data', guidelines: '-customUpdateDate' }

/** The documents of a card grid: the chosen ones in the editor's order, or the latest ones when none is chosen. */
export async function cardsFor<S extends Carded>(collection: S, chosen: Chosen<S>, latest: number | null | undefined) {
  const picked = chosen ?? []
  const populated = picked.filter((v): v is DataFromCollectionSlug<S> => typeof v === 'object')
  if (picked.length && populated.length === picked.length) {
    // Read with the page (populated): the page still depends on each card's document.
    await tagRender(populated.map((doc) => docTag(collection, doc.id)))
    return populated.filter(isPublished)
  }
  if (!picked.length) {
    const { docs } = await findShown({ collection, sort: CARD_SORT[collection], limit: latest ?? 3, depth: 1 })
    return docs
  }
  const ids = picked.map((v) => (typeof v === 'object' ? v.id : v))
  const { docs } = await findShown({ collection, where: { id: { in: ids } }, depth: 1, pagination: false })
  const byId = new Map(docs.map((d) => [d.id, d]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}
