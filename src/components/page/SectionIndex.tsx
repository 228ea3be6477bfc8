import Link from 'next/link'
import { listRouted } from '@/content/routed'
import { formatLongDate, isoDay } from '@/content/dates'
import { pathFor, type RoutedCollection } from '@/content/paths'
import { FaqAccordions } from './FaqAccordions'

type Item = Awaited<ReturnType<typeof listRouted>>[number]

function ItemList({ collection, items }: { collection: RoutedCollection; items: Item[] }) {
  return (
    <ul className="link-list sito-index">
      {items.map((item) => (
        <li key={item.id} className="mb-3">
          <Link href={pathFor(collection, { slug: item.slug, category: item.category })} className="fw-semibold">
            {item.title}
          </Link>
          {item.summary && <p className="mb-0 small">{item.summary}</p>}
          {item.customUpdateDate && (
            <p className="mb-0 small text-muted">
              <time dateTime={isoDay(item.customUpdateDate)}>{formatLongDate(item.customUpdateDate)}</time>
            </p>
          )}
        </li>
      ))}
    </ul>
  )
}

/** The list of a section's items under its landing page (FAQs in an accordion per category). */
export async function SectionIndex({ collection, headingId }: { collection: RoutedCollection; headingId: string }) {
  const items = await listRouted(collection, collection === 'news' ? '-customUpdateDate' : 'title')
  if (!items.length) return null
  if (collection !== 'faqs') {
    return (
      <section className="container my-4" aria-labelledby={headingId}>
        <h2 id={headingId} className="h3 mb-3">In questa sezione</h2>
        <ItemList collection={collection} items={items} />
      </section>
    )
  }
  return <FaqAccordions items={items} headingId={headingId} />
}
