import { IntentLink } from '@/components/page/IntentLink.client'
import { ResponsiveImage } from '@/components/page/ResponsiveImage'
import { SiteLink } from '@/components/page/SiteLink'
import type { Frame, LegalItem, Mark, Owner } from '@/content/frame'
import type { NavItem } from '@/content/navigation'
import { SITE_NAME } from '@/content/site'
import { BackToTop } from './BackToTop.client'
import { EuEmblem } from './EuEmblem'
import { SocialLinks } from './SocialLinks'

/** Bootstrap Italia footer. Its menu (#footer-menu) is also the no-JavaScript fallback of the mobile navbar. */
export function Footer({ frame }: { frame: Frame }) {
  return (
    <footer className="it-footer">
      <div className="it-footer-main">
        <div className="container">
          <FundingBand marks={frame.marks} />
          <div className="row">
            <nav className="col-lg-4 col-md-6 pb-4" id="footer-menu" aria-labelledby="footer-menu-titolo">
              <h2 className="sito-footer__titolo" id="footer-menu-titolo">
                {SITE_NAME}
              </h2>
              <LinkList items={frame.menu} />
            </nav>
            {frame.columns.map((column, i) => (
              <nav key={column.title} className="col-lg-3 col-md-6 pb-4" aria-labelledby={`footer-colonna-${i}`}>
                <h2 className="sito-footer__titolo" id={`footer-colonna-${i}`}>
                  {column.title}
                </h2>
                <LinkList items={column.items} />
              </nav>
            ))}
            <Contacts frame={frame} />
          </div>
          <OwnerDetails owner={frame.owner} />
        </div>
      </div>
      <div className="it-footer-small-prints">
        <div className="container">
          <nav aria-label="Note legali e privacy">
            <h2 className="visually-hidden">Note legali e privacy</h2>
            <LegalStrip items={frame.legal} />
          </nav>
          <BackToTop />
        </div>
      </div>
    </footer>
  )
}

/** The EU funding statement beside the flag, then the programme's marks (official files, else their names as text). */
function FundingBand({ marks }: { marks: Mark[] }) {
  return (
    <div className="sito-footer__finanziamento">
      <p className="sito-footer__ue mb-0">
        <EuEmblem />
        <span>Finanziato dall’Unione europea – NextGenerationEU</span>
      </p>
      {marks.map((mark) => (
        <MarkView key={mark.name} mark={mark} />
      ))}
    </div>
  )
}

function MarkView({ mark }: { mark: Mark }) {
  const content = mark.logo ? (
    <ResponsiveImage media={{ ...mark.logo, alt: mark.name }} sizes="240px" className="sito-footer__marchio-logo" />
  ) : (
    <span className="sito-footer__marchio-nome">{mark.name}</span>
  )
  return <p className="sito-footer__marchio mb-0">{mark.href ? <a href={mark.href}>{content}</a> : content}</p>
}

/** Who runs the site: name, seat, fiscal code and certified email, from the site settings. */
function OwnerDetails({ owner }: { owner: Owner }) {
  if (!owner.address && !owner.fiscalCode && !owner.pec) return null
  return (
    <address className="sito-footer__titolare">
      <strong>{owner.name}</strong>
      {owner.address && <span>{owner.address}</span>}
      {owner.fiscalCode && <span>Codice fiscale {owner.fiscalCode}</span>}
      {owner.pec && (
        <span>
          PEC <a href={`mailto:${owner.pec}`}>{owner.pec}</a>
        </span>
      )}
    </address>
  )
}

function Contacts({ frame }: { frame: Frame }) {
  if (!frame.contacts.length && !frame.social.length) return null
  return (
    <section className="col-lg-3 col-md-6 pb-4" aria-labelledby="footer-contatti">
      <h2 className="sito-footer__titolo" id="footer-contatti">
        {frame.contactsTitle}
      </h2>
      <LinkList items={frame.contacts} />
      <SocialLinks social={frame.social} />
    </section>
  )
}

function LinkList({ items }: { items: readonly NavItem[] }) {
  return (
    <ul className="footer-list link-list mb-0">
      {items.map(({ label, href, target }) => (
        <li key={href}>
          <SiteLink className="list-item" href={href} target={target}>
            {label}
          </SiteLink>
        </li>
      ))}
    </ul>
  )
}

/** data-element: the attributes AgID's site checker looks for in the footer. */
function LegalStrip({ items }: { items: readonly LegalItem[] }) {
  return (
    <ul className="it-footer-small-prints-list list-inline mb-0 d-flex flex-column flex-md-row">
      {items.map(({ label, href, element }) => (
        <li key={href} className="list-inline-item">
          {href.startsWith('/') ? (
            <IntentLink href={href} data-element={element ?? undefined}>
              {label}
            </IntentLink>
          ) : (
            <a href={href} data-element={element ?? undefined}>
              {label}
            </a>
          )}
        </li>
      ))}
    </ul>
  )
}
