// Apart from the schema, so that the rating slot on every page does not bring zod into the browser.

/** Collections whose pages show the rating widget (they have nascondiValutazione). */
export const RATED_COLLECTIONS = ['pages', 'faqs', 'supportos'] as const

export type RatedCollection = (typeof RATED_COLLECTIONS)[number]

/**
 * A rated page as the feedback's `link` names it: `faqs:12`. Ids are per collection (page 12
 * and FAQ 12 both exist), so a bare id, which the spec's clients send, names no page by itself.
 */
export type PageLink = { collection: RatedCollection | null; id: string }

export const pageLinkValue = (collection: RatedCollection, id: number | string) => `${collection}:${id}`

export const isRated = (collection: string): collection is RatedCollection => (RATED_COLLECTIONS as readonly string[]).includes(collection)
