import { FeedbackWidget } from '@/forms/feedback/FeedbackWidget.client'
import '@/forms/feedback/styles.scss'

/**
 * The page feedback widget (spec: only when nascondiValutazione is exactly false and the
 * page has an id).
 */
export function RatingSlot({ pageId, nascondiValutazione }: { pageId: number | string | null | undefined; nascondiValutazione: boolean | null | undefined }) {
  if (nascondiValutazione !== false || pageId == null) return null
  return (
    <section id="valutazione" className="container my-5" aria-labelledby="valutazione-titolo" data-rating-slot data-page-id={String(pageId)}>
      <div className="sito-rating sito-form p-4">
        <FeedbackWidget pageId={String(pageId)} headingId="valutazione-titolo" />
      </div>
    </section>
  )
}
