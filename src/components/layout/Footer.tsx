import Link from 'next/link'
import { SITE_NAME } from '@/content/site'
import { LEGAL_LINKS, MAIN_MENU, type NavItem } from '@/content/navigation'

/** Bootstrap Italia footer. Its menu (#footer-menu) is also the no-JavaScript fallback of the mobile navbar. */
export function Footer() {
  return (
    <footer className="it-footer">
      <div className="it-footer-main">
        <div className="container">
          <div className="it-brand-wrapper">
            <Link href="/">
              <div className="it-brand-text">
                <p className="it-brand-title">{SITE_NAME}</p>
              </div>
            </Link>
          </div>
          <nav className="pb-4" id="footer-menu" aria-label="Menu a piè di pagina">
            <h2 className="visually-hidden">Menu a piè di pagina</h2>
            <div className="link-list-wrapper">
              <LinkList items={MAIN_MENU} className="footer-list link-list sito-footer-menu mb-0" linkClassName="list-item" />
            </div>
          </nav>
        </div>
      </div>
      <div className="it-footer-small-prints">
        <div className="container">
          <nav aria-label="Note legali e privacy">
            <h2 className="visually-hidden">Note legali e privacy</h2>
            <LinkList
              items={LEGAL_LINKS}
              className="it-footer-small-prints-list list-inline mb-0 d-flex flex-column flex-md-row"
              itemClassName="list-inline-item"
            />
          </nav>
        </div>
      </div>
    </footer>
  )
}

type LinkListProps = { items: readonly NavItem[]; className: string; itemClassName?: string; linkClassName?: string }

function LinkList({ items, className, itemClassName, linkClassName }: LinkListProps) {
  return (
    <ul className={className}>
      {items.map(({ label, href }) => (
        <li key={href} className={itemClassName}>
          <Link className={linkClassName} href={href}>
            {label}
          </Link>
        </li>
      ))}
    </ul>
  )
}
