import { visiblePages } from '@/content/pagination'

const CHEVRON = { left: 'm14.7 5.3.7.7-6 6 6 6-.7.7L8 12z', right: 'm9.3 5.3-.7.7 6 6-6 6 .7.7L16 12z' }

/** Previous or next: a link, or a disabled one at either end of the list. */
function StepLink({ href, side, label }: { href: string | null; side: keyof typeof CHEVRON; label: string }) {
  const content = (
    <>
      <svg className="icon icon-primary" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={CHEVRON[side]} />
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
        // eslint-disable-next-line jsx-a11y/anchor-is-valid -- Bootstrap Italia's disabled pagination link: no href on purpose at either end, announced as a disabled link
        <a className="page-link" role="link" aria-disabled="true">
          {content}
        </a>
      )}
    </li>
  )
}

type Props = { label: string; className: string; current: number; pages: number; href: (page: number) => string }

/** Bootstrap Italia pagination: previous, the visible page numbers with gaps, next; `href` says where page n lives. */
export function PageLinks({ label, className, current, pages, href }: Props) {
  return (
    <nav className={className} aria-label={label}>
      <ul className="pagination">
        <StepLink side="left" label="Pagina precedente" href={current > 1 ? href(current - 1) : null} />
        {visiblePages(current, pages).map((slot, i) =>
          slot === 'gap' ? (
            <li key={`gap-${i}`} className="page-item" aria-hidden="true">
              <span className="page-link">…</span>
            </li>
          ) : (
            <li key={slot} className="page-item">
              <a className="page-link" href={href(slot)} aria-current={slot === current ? 'page' : undefined}>
                <span className="visually-hidden">Pagina </span>
                {slot}
              </a>
            </li>
          ),
        )}
        <StepLink side="right" label="Pagina successiva" href={current < pages ? href(current + 1) : null} />
      </ul>
    </nav>
  )
}
