import { visiblePages } from '@/blocks/Pagination/pagination'
import { searchHref } from '@/integrations/search/params'

type Props = { q: string; filters: string[]; page: number; nbPages: number }

function Step({ href, label, icon }: { href: string | null; label: string; icon: string }) {
  const content = (
    <>
      <svg className="icon icon-primary" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={icon} />
      </svg>
      <span className="visually-hidden">{label}</span>
    </>
  )
  return (
    <li className={href ? 'page-item' : 'page-item disabled'}>
      {href ? (
        <a className="page-link" href={href}>
          {content}
        </a>
      ) : (
        <a className="page-link" role="link" aria-disabled="true">
          {content}
        </a>
      )}
    </li>
  )
}

/** Result pages as real links (/cerca?q=…&page=n): they work without JavaScript. */
export function ResultPages({ q, filters, page, nbPages }: Props) {
  if (nbPages <= 1) return null
  const href = (n: number) => searchHref(q, filters, n)
  return (
    <nav className="pagination-wrapper mt-4" aria-label="Pagine dei risultati">
      <ul className="pagination">
        <Step label="Pagina precedente" icon="m14.7 5.3.7.7-6 6 6 6-.7.7L8 12z" href={page > 1 ? href(page - 1) : null} />
        {visiblePages(page, nbPages).map((slot, i) =>
          slot === 'gap' ? (
            <li key={`gap-${i}`} className="page-item" aria-hidden="true">
              <span className="page-link">…</span>
            </li>
          ) : (
            <li key={slot} className="page-item">
              <a className="page-link" href={href(slot)} aria-current={slot === page ? 'page' : undefined}>
                <span className="visually-hidden">Pagina </span>
                {slot}
              </a>
            </li>
          ),
        )}
        <Step label="Pagina successiva" icon="m9.3 5.3-.7.7 6 6-6 6 .7.7L16 12z" href={page < nbPages ? href(page + 1) : null} />
      </ul>
    </nav>
  )
}
