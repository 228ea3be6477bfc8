import { dayArticle, formatLongDate, isoDay } from '@/content/dates'

/** "Aggiornato il 3 marzo 2025", "Aggiornato l’11 novembre 2025": a label, the article, the date. */
export function OnDate({ label, value }: { label: string; value: string | null | undefined }) {
  const text = formatLongDate(value)
  if (!text) return null
  return (
    <>
      {`${label} ${dayArticle(value)}`}
      <time dateTime={isoDay(value)}>{text}</time>
    </>
  )
}
