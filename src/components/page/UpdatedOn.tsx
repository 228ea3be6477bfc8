import { formatLongDate, isoDay } from '@/content/dates'

/** 'Aggiornato il' + the custom update date, at the bottom of the page. */
export function UpdatedOn({ date }: { date: string | null | undefined }) {
  const text = formatLongDate(date)
  if (!text) return null
  return (
    <div className="container my-4">
      <p className="sito-updated mb-0">
        Aggiornato il <time dateTime={isoDay(date)}>{text}</time>
      </p>
    </div>
  )
}
