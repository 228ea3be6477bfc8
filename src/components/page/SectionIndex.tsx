import { IntentLink } from './IntentLink.client'
import { PageLinks } from '@/components/pagination/PageLinks'
import { listWindow } from '@/content/list-window'
import { pageCount, windowHref } from '@/content/pagination'
import { listRouted, type RoutedItem } from '@/content/routed'
import { formatLongDate, isoDay } from '@/content/dates'
import { pathFor, type RoutedCollection } from '@/content/paths'
import { NEWS_ORDER } from '@/content/news-order'
import { FaqAccordions } from './FaqAccordions'

type Item = RoutedItem

function ItemList({ collection, items }: { collection: RoutedCollection; items: Item[] }) {
  return (
    <ul className="link-list sito-index">
      {items.map((item) => (
        <li key={item.id} className="mb-3">
          <IntentLink href={pathFor(collection, { slug: item.slug, category: item.category })} className="fw-semibold">
            {item.title}
          </IntentLink>
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

/** Items of a section index on each of its pages (`<path>/pagina/<n>`). */
const INDEX_PAGE_SIZE = 50

const SORT: Partial<Record<RoutedCollection, string | string[]>> = { news: NEWS_ORDER, faqs: ['category', 'title'] }

/** The page of the index this request asks; the last one past the end. */
async function indexPage(collection: RoutedCollection) {
  const read = (page: number) => listRouted(collection, { sort: SORT[collection] ?? 'title', limit: INDEX_PAGE_SIZE, page })
  const { path, window } = listWindow()
  const asked = await read(window)
  const pages = pageCount(asked.total, INDEX_PAGE_SIZE)
  return { path, current: Math.min(window, pages), pages, items: asked.items.length ? asked.items : (await read(pages)).items }
}

/** The list of a section's items under its landing page, a page at a time (FAQs in an accordion per category). */
export async function SectionIndex({ collection, headingId }: { collection: RoutedCollection; headingId: string }) {
  const { path, current, pages, items } = await indexPage(collection)
  if (!items.length) return null
  const links = pages > 1 && (
    <PageLinks className="pagination-wrapper mt-3" label="Paginazione dell’indice" current={current} pages={pages} href={(n) => windowHref(path, n)} />
  )
  if (collection !== 'faqs') {
    return (
      <section className="container my-4" aria-labelledby={headingId}>
        <h2 id={headingId} className="h3 mb-3">In questa sezione</h2>
        <ItemList collection={collection} items={items} />
        {links}
      </section>
    )
  }
  return (
    <>
      <FaqAccordions items={items} headingId={headingId} />
      {links && <div className="container">{links}</div>}
    </>
  )
}
