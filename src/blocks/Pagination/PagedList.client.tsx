'use client'

import { type ReactNode, useEffect, useState } from 'react'
import { PageNav } from '@/components/pagination/PageNav'
import { pageCount, pageFromHash, pageOfItem } from '@/content/pagination'

type Props = {
  blockId: string
  /** Receives focus after a page change. */
  headingId: string
  label: string
  pageSize: number
  items: ReactNode[]
  listClassName?: string
  itemClassName?: string
}

/**
 * Every item is in the server HTML, so without JavaScript the whole list shows and
 * the page links jump to the first item of each page. With JavaScript only the
 * page named by the hash shows.
 */
export function PagedList({ blockId, headingId, label, pageSize, items, listClassName = 'sito-list__items', itemClassName }: Props) {
  const pages = pageCount(items.length, pageSize)
  const [page, setPage] = useState<number | null>(null)
  const [status, setStatus] = useState('')

  useEffect(() => {
    setPage(pageFromHash(window.location.hash, blockId, pages) ?? 1)
    const onHashChange = () => {
      const next = pageFromHash(window.location.hash, blockId, pages)
      if (next === null) return
      setPage(next)
      setStatus(`Pagina ${next} di ${pages}`)
      document.getElementById(headingId)?.focus()
    }
    window.addEventListener('hashchange', onHashChange)
    return () => window.removeEventListener('hashchange', onHashChange)
  }, [blockId, headingId, pages])

  return (
    <>
      <ul className={listClassName}>
        {items.map((item, i) => {
          const itemPage = pageOfItem(i, pageSize)
          const firstOfPage = pages > 1 && i % pageSize === 0
          return (
            <li
              key={i}
              id={firstOfPage ? `${blockId}-${itemPage}` : undefined}
              className={itemClassName}
              hidden={page !== null && itemPage !== page}
            >
              {item}
            </li>
          )
        })}
      </ul>
      {pages > 1 && <PageNav blockId={blockId} label={label} current={page ?? 1} pages={pages} />}
      <p className="visually-hidden" aria-live="polite">
        {status}
      </p>
    </>
  )
}
