// Apart from the schema, so that the rating slot on every page does not bring zod into the browser.

/** Collections whose editors choose to show the rating widget (nascondiValutazione exactly false); a bare id names one of these. */
export const OPT_IN_COLLECTIONS = ['pages', 'faqs', 'supportos'] as const

/** Every collection whose pages show the rating widget: also news items, datasets, avvisi, measures and beneficiary types, always. */
export const RATED_COLLECTIONS = [...OPT_IN_COLLECTIONS, 'news', 'datis', 'announcements', 'misuras', 'enteBeneficiarios'] as const

export type RatedCollection = (typeof RATED_COLLECTIONS)[number]

/**
 * A rated page as the feedback's `link` names it: `faqs:12`. Ids are per collection (page 12
 * and FAQ 12 both exist), so a bare id, which the spec's clients send, names no page by itself.
 */
export type PageLink = { collection: RatedCollection | null; id: string }

export const pageLinkValue = (collection: RatedCollection, id: number | string) => `${collection}:${id}`

export const isRated = (collection: string): collection is RatedCollection => (RATED_COLLECTIONS as readonly string[]).includes(collection)

/** Whether the page shows the widget: opt-in collections by their flag, the others always. */
export const showsRating = (collection: RatedCollection, nascondiValutazione: boolean | null | undefined) =>
  (OPT_IN_COLLECTIONS as readonly string[]).includes(collection) ? nascondiValutazione === false : nascondiValutazione !== true
