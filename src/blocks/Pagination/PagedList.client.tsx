'use client'

import { type ReactNode, useEffect, useState } from 'react'
import { useHash } from '@/components/hooks/useLocation'
import { PageNav } from '@/components/pagination/PageNav'
import { pageFromHash, pageHash, pageOfItem, windowHref, windowOfPage, windowPages } from '@/content/pagination'

type Props = {
  blockId: string
  /** Receives focus after a page change. */
  headingId: string
  label: string
  pageSize: number
  /** The items of the window shown: from page `firstPage`, at most windowPages(pageSize) pages. */
  items: ReactNode[]
  /** Pages of the whole list. */
  pages: number
  firstPage: number
  /** The address of the page the list is on; other windows are at windowHref(path, n). */
  path: string
  listClassName?: string
  itemClassName?: string
}

/** The page shown, the last hash looked at and how many times a hash changed the page. */
type Shown = { hash: string | null; page: number | null; changes: number }

/** On hydration the page the hash names, else the first; afterwards only a hash naming one of ours. */
function follow(shown: Shown, hash: string | null, named: number | null, firstPage: number): Shown {
  if (shown.hash === null) return { hash, page: named ?? firstPage, changes: 0 }
  if (named === null) return { ...shown, hash }
  return { hash, page: named, changes: shown.changes + 1 }
}

/**
 * Every item of the window is in the server HTML, so without JavaScript the whole window shows
 * and the page links jump to the first item of each page, or load the window that holds it.
 * With JavaScript only the page named by the hash shows.
 */
export function PagedList(props: Props) {
  const { blockId, headingId, label, pageSize, items, pages, firstPage, path, listClassName = 'sito-list__items', itemClassName } = props
  const lastPage = Math.min(pages, firstPage + windowPages(pageSize) - 1)
  const inWindow = (n: number | null) => (n !== null && n >= firstPage && n <= lastPage ? n : null)
  const hash = useHash()
  const [shown, setShown] = useState<Shown>({ hash: null, page: null, changes: 0 })
  if (hash !== shown.hash) setShown(follow(shown, hash, hash === null ? null : inWindow(pageFromHash(hash, blockId, pages)), firstPage))
  const { page, changes } = shown
  const href = (n: number) => (inWindow(n) ? '' : windowHref(path, windowOfPage(n, pageSize))) + pageHash(blockId, n)
  const status = changes > 0 ? `Pagina ${page} di ${pages}` : ''

  useEffect(() => {
    if (changes > 0) document.getElementById(headingId)?.focus()
  }, [changes, headingId])

  return (
    <>
      <ul className={listClassName}>
        {items.map((item, i) => {
          const itemPage = firstPage - 1 + pageOfItem(i, pageSize)
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
      {pages > 1 && <PageNav label={label} current={page ?? firstPage} pages={pages} href={href} />}
      <p className="visually-hidden" aria-live="polite">
        {status}
      </p>
    </>
  )
}
