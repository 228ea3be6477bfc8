import type { ReactNode } from 'react'
import { PagedList } from './PagedList.client'
import './styles.scss'

type Props = {
  blockId: string
  title: string
  pageSize: number
  items: ReactNode[]
  /** Shown instead of the list when there are no items. */
  empty?: string
  /** Classes of the list and its items (default: the bordered rows of sito-list__items). */
  listClassName?: string
  itemClassName?: string
}

/** A titled list block, paged through the URL hash (see pagination.ts). */
export function ListSection({ blockId, title, pageSize, items, empty, listClassName, itemClassName }: Props) {
  const headingId = `${blockId}-titolo`
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
          items={items}
          listClassName={listClassName}
          itemClassName={itemClassName}
        />
      )}
    </section>
  )
}
