import { Card } from '@/components/card/Card'
import { newsCard } from '@/blocks/CardGrid/cards'
import { COLUMN_CLASSES } from '@/blocks/CardGrid/columns'
import { relatedNews } from '@/content/related'
import type { News } from '@/payload-types'

/** Three other news under a news item, the same category first. */
export async function RelatedNews({ item }: { item: News }) {
  const related = await relatedNews(item)
  if (!related.length) return null
  const now = new Date()
  return (
    <section className="container my-5" aria-labelledby="notizie-correlate">
      <h2 id="notizie-correlate" className="h3 mb-3">
        Notizie correlate
      </h2>
      <ul className={`row g-4 list-unstyled ${COLUMN_CLASSES['3']}`}>
        {related.map((news) => (
          <li key={news.id} className="col">
            <Card card={newsCard(news, now)} layout="borderBottom" level={3} />
          </li>
        ))}
      </ul>
    </section>
  )
}
