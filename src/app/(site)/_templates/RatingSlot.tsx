import { FeedbackWidget } from '@/forms/feedback/FeedbackWidget.client'
import { isRated, pageLinkValue, showsRating } from '@/forms/feedback/page-link'

type Props = { collection: string; pageId: number | string | null | undefined; nascondiValutazione?: boolean | null }

/**
 * The page feedback widget (spec: only when nascondiValutazione is exactly false and the
 * page has an id; news items, datasets, avvisi, measures and beneficiary types always). It names
 * the page with its collection (`faqs:12`).
 */
export function RatingSlot({ collection, pageId, nascondiValutazione }: Props) {
  if (pageId == null || !isRated(collection) || !showsRating(collection, nascondiValutazione)) return null
  const link = pageLinkValue(collection, pageId)
  return (
    <section id="valutazione" className="container my-5" aria-labelledby="valutazione-titolo" data-rating-slot data-page-link={link}>
      <div className="sito-rating sito-form p-4">
        <FeedbackWidget pageLink={link} headingId="valutazione-titolo" />
      </div>
    </section>
  )
}
