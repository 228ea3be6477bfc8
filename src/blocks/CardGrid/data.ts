import type { DataFromCollectionSlug } from 'payload'
import type { CardGridBlock } from '@/payload-types'
import { cms } from '@/content/cms'
import { isPublished, publishedOnly } from '@/content/published'
import { guidelineCard, manualCard, newsCard, resourceCard, type CardView } from './cards'

type Listed = 'news' | 'resources' | 'guidelines'
type Chosen<S extends Listed> = (number | DataFromCollectionSlug<S>)[] | null | undefined

const SORT: Record<Listed, string> = { news: '-customUpdateDate', resources: '-data', guidelines: '-customUpdateDate' }

/** The chosen documents in the editor's order, or the latest ones when none is chosen. */
async function documents<S extends Listed>(collection: S, chosen: Chosen<S>, latest: number | null | undefined) {
  const picked = chosen ?? []
  const populated = picked.filter((v): v is DataFromCollectionSlug<S> => typeof v === 'object')
  if (picked.length && populated.length === picked.length) return populated.filter(isPublished)
  const payload = await cms()
  if (!picked.length) {
    const { docs } = await payload.find({ collection, where: publishedOnly(collection), sort: SORT[collection], limit: latest ?? 3, depth: 0 })
    return docs as DataFromCollectionSlug<S>[]
  }
  const ids = picked.map((v) => (typeof v === 'object' ? v.id : v))
  const { docs } = await payload.find({ collection, where: publishedOnly(collection, { id: { in: ids } }), depth: 0, pagination: false })
  const byId = new Map((docs as DataFromCollectionSlug<S>[]).map((d) => [d.id, d]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/** The cards of a grid, from its own rows or from a collection. */
export async function loadCards(block: CardGridBlock, now: Date): Promise<CardView[]> {
  switch (block.cardType) {
    case 'news':
      return (await documents('news', block.news, block.latest)).map((d) => newsCard(d, now))
    case 'resource':
      return (await documents('resources', block.resources, block.latest)).map((d) => resourceCard(d, now))
    case 'guideline':
      return (await documents('guidelines', block.guidelines, block.latest)).map((d) => guidelineCard(d, now))
    default:
      return (block.cards ?? []).map((card, i) => manualCard(card, i, block.cardType))
  }
}
