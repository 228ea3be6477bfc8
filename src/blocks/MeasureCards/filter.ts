import { matches } from '../filtering/query'

export type Tagged = {
  beneficiari: readonly string[]
  promotore: string | null
}

/** Which cards pass both the beneficiary and the promoting-body filters ('' means any). */
export function shownCards(cards: readonly Tagged[], beneficiario: string, promotore: string): boolean[] {
  return cards.map((c) => matches(beneficiario, c.beneficiari) && matches(promotore, c.promotore ? [c.promotore] : []))
}
