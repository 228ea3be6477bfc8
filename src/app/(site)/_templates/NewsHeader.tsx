import { formatLongDate, isoDay } from '@/content/dates'
import type { News } from '@/payload-types'
import { Breadcrumbs } from '@/components/page/Breadcrumbs'
import { ResponsiveImage } from '@/components/page/ResponsiveImage'
import type { Crumb } from '@/content/breadcrumbs'

/** A news item's top: date and category above the title, the summary, then the image. */
export function NewsHeader({ item, crumbs }: { item: News; crumbs: Crumb[] }) {
  const date = item.customUpdateDate ?? item.createdAt
  return (
    <header className="container pt-4 sito-news-header">
      <Breadcrumbs crumbs={crumbs} className="mb-3" />
      <p className="sito-news-header__meta">
        <time dateTime={isoDay(date)}>{formatLongDate(date)}</time>
        {item.category && (
          <>
            <span aria-hidden="true"> · </span>
            <span className="visually-hidden">Categoria: </span>
            <span className="sito-news-header__category">{item.category}</span>
          </>
        )}
      </p>
      <h1 className="mb-3">{item.title}</h1>
      {item.summary && <p className="lead">{item.summary}</p>}
      <ResponsiveImage media={item.image} sizes="(min-width: 1200px) 1110px, 100vw" priority className="sito-news-header__image" />
    </header>
  )
}
