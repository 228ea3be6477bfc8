import type { CardView } from '@/components/card/Card'
import { cardsFor } from '@/content/listings'
import type { CardGridBlock } from '@/payload-types'
import { guidelineCard, manualCard, newsCard, resourceCard } from './cards'

/** The cards of a grid, from its own rows or from a collection. */
export async function loadCards(block: CardGridBlock, now: Date): Promise<CardView[]> {
  switch (block.cardType) {
    case 'news':
      return (await cardsFor('news', block.news, block.latest)).map((d) => newsCard(d, now))
    case 'resource':
      return (await cardsFor('resources', block.resources, block.latest)).map((d) => resourceCard(d, now))
    case 'guideline':
      return (await cardsFor('guidelines', block.guidelines, block.latest)).map((d) => guidelineCard(d, now))
    default:
      return (block.cards ?? []).map((card, i) => manualCard(card, i, block.cardType))
  }
}
