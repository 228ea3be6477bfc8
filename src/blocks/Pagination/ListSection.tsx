import type { ReactNode } from 'react'
import { listWindow } from '@/content/list-window'
import { firstPageOfWindow, pageCount, windowOfPage, windowPages } from '@/content/pagination'
import { PagedList } from '../leaves.client'

type Props = {
  blockId: string
  title: string
  pageSize: number
  /** Every item, or only those of the window asked (see `total`). */
  items: ReactNode[]
  /** The number of items of the whole list when `items` holds only the window asked (read a window at a time). */
  total?: number
  /** Shown instead of the list when there are no items. */
  empty?: string
  /** Classes of the list and its items (default: the bordered rows of sito-list__items). */
  listClassName?: string
  itemClassName?: string
}

/** The window of pages this request shows, clamped to the list's; with the items it holds. */
function windowOf(items: ReactNode[], total: number | undefined, pageSize: number) {
  const pages = pageCount(total ?? items.length, pageSize)
  const firstPage = firstPageOfWindow(Math.min(listWindow().window, windowOfPage(pages, pageSize)), pageSize)
  const start = (firstPage - 1) * pageSize
  return { pages, firstPage, shown: total === undefined ? items.slice(start, start + windowPages(pageSize) * pageSize) : items }
}

/** A titled list block, paged through the URL hash within a window of pages, and by address across windows (see pagination.ts). */
export function ListSection({ blockId, title, pageSize, items, total, empty, listClassName, itemClassName }: Props) {
  const headingId = `${blockId}-titolo`
  const { pages, firstPage, shown } = windowOf(items, total, pageSize)
  return (
    <section className="container my-5 sito-list" aria-labelledby={headingId}>
      <h2 id={headingId} tabIndex={-1} className="h3 mb-3">
        {title}
      </h2>
      {items.length === 0 ? (
        <p className="sito-list__empty">{empty}</p>
      ) : (
        <PagedList
          blockId={blockId}
          headingId={headingId}
          label={title}
          pageSize={pageSize}
          items={shown}
          pages={pages}
          firstPage={firstPage}
          path={listWindow().path}
          listClassName={listClassName}
          itemClassName={itemClassName}
        />
      )}
    </section>
  )
}
