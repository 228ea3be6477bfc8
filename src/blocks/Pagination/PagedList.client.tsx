'use client'

import { type ReactNode, useEffect, useState } from 'react'
import { useHash } from '@/components/hooks/useLocation'
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

/** The page shown, the last hash looked at and how many times a hash changed the page. */
type Shown = { hash: string | null; page: number | null; changes: number }

/** On hydration the page the hash names, else the first; afterwards only a hash naming one of ours. */
function follow(shown: Shown, hash: string | null, named: number | null): Shown {
  if (shown.hash === null) return { hash, page: named ?? 1, changes: 0 }
  if (named === null) return { ...shown, hash }
  return { hash, page: named, changes: shown.changes + 1 }
}

/**
 * Every item is in the server HTML, so without JavaScript the whole list shows and
 * the page links jump to the first item of each page. With JavaScript only the
 * page named by the hash shows.
 */
export function PagedList({ blockId, headingId, label, pageSize, items, listClassName = 'sito-list__items', itemClassName }: Props) {
  const pages = pageCount(items.length, pageSize)
  const hash = useHash()
  const [shown, setShown] = useState<Shown>({ hash: null, page: null, changes: 0 })
  if (hash !== shown.hash) setShown(follow(shown, hash, hash === null ? null : pageFromHash(hash, blockId, pages)))
  const { page, changes } = shown
  const status = changes > 0 ? `Pagina ${page} di ${pages}` : ''

  useEffect(() => {
    if (changes > 0) document.getElementById(headingId)?.focus()
  }, [changes, headingId])

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
