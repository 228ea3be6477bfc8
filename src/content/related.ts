import type { News } from '@/payload-types'
import { findPublished } from './published'
import { NEWS_ORDER } from './news-order'

/** Up to `limit` other news for a news item: the same category first, then the most recent. */
export async function relatedNews(item: Pick<News, 'id' | 'category'>, limit = 3): Promise<News[]> {
  const others = { id: { not_equals: item.id } }
  const sameCategory = item.category
    ? (await findPublished({ collection: 'news', where: { and: [others, { category: { equals: item.category } }] }, sort: NEWS_ORDER, limit, depth: 1 })).docs
    : []
  if (sameCategory.length >= limit) return sameCategory
  const seen = [item.id, ...sameCategory.map((n) => n.id)]
  const { docs } = await findPublished({ collection: 'news', where: { id: { not_in: seen } }, sort: NEWS_ORDER, limit: limit - sameCategory.length, depth: 1 })
  return [...sameCategory, ...docs]
}
