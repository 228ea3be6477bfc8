import { IntentLink } from '@/components/page/IntentLink.client'
import { Icon } from '@/components/icons/Icon'
import { SiteLink } from '@/components/page/SiteLink'
import type { Frame } from '@/content/frame'
import { SITE_NAME } from '@/content/site'
import { MainNav } from './MainNav.client'

const TAGLINE = 'Il programma per la trasformazione digitale della pubblica amministrazione'

/** Bootstrap Italia header: slim band (owner, sister sites, Accedi), centre band with brand and search, main navbar. */
export function Header({ frame }: { frame: Frame }) {
  return (
    <header className="it-header-wrapper">
      <SlimHeader frame={frame} />
      <div className="it-nav-wrapper">
        <CentreHeader />
        <div className="it-header-navbar-wrapper">
          <div className="container">
            <nav className="navbar navbar-expand-lg" id="menu-principale" aria-label="Menu principale">
              <MainNav menu={frame.menu} />
            </nav>
          </div>
        </div>
      </div>
    </header>
  )
}

function SlimHeader({ frame: { owner, sisterSites, reservedAreaUrl } }: { frame: Frame }) {
  return (
    <div className="it-header-slim-wrapper">
      <div className="container">
        <div className="it-header-slim-wrapper-content sito-slim">
          {owner.href ? (
            <a className="navbar-brand" href={owner.href}>
              {owner.name}
            </a>
          ) : (
            <span className="navbar-brand">{owner.name}</span>
          )}
          {sisterSites.length > 0 && (
            <nav className="sito-slim__siti" aria-label="Siti del programma">
              <ul className="list-inline mb-0">
                {sisterSites.map((site) => (
                  <li key={site.href} className="list-inline-item">
                    <SiteLink href={site.href} target={site.target}>
                      {site.label}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {reservedAreaUrl && (
            <div className="it-header-slim-right-zone">
              <div className="it-access-top-wrapper">
                <a className="btn btn-primary btn-sm text-nowrap" href={reservedAreaUrl}>
                  Accedi
                  <span className="visually-hidden"> all’area riservata delle amministrazioni</span>
                </a>
              </div>
            </div>
          )}
        </div>
      </div>
    </div>
  )
}

function CentreHeader() {
  return (
    <div className="it-header-center-wrapper">
      <div className="container">
        <div className="it-header-center-content-wrapper">
          <div className="it-brand-wrapper">
            <IntentLink href="/">
              <div className="it-brand-text">
                <div className="it-brand-title">{SITE_NAME}</div>
                <div className="it-brand-tagline d-none d-md-block">{TAGLINE}</div>
              </div>
            </IntentLink>
          </div>
          <div className="it-right-zone">
            <SearchForm />
          </div>
        </div>
      </div>
    </div>
  )
}

/**
 * Plain GET form, so search works without JavaScript. Below 768px only the
 * button is shown: it opens /cerca, whose page has the full search field.
 */
function SearchForm() {
  return (
    <form className="sito-search" role="search" aria-label="Cerca nel sito" action="/cerca" method="get">
      <label className="visually-hidden" htmlFor="cerca-nel-sito">
        Cerca nel sito
      </label>
      <input className="sito-search-input d-none d-md-block" id="cerca-nel-sito" type="search" name="q" minLength={3} placeholder="Cerca nel sito" />
      <button className="sito-search-button" type="submit">
        <span className="visually-hidden">Cerca</span>
        <Icon name="search" />
      </button>
    </form>
  )
}
