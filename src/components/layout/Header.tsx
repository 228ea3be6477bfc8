import Link from 'next/link'
import { Icon } from '@/components/icons/Icon'
import { SITE_NAME } from '@/content/site'
import { MainNav } from './MainNav.client'

const OWNER = 'Dipartimento per la trasformazione digitale'
const TAGLINE = 'Il programma per la trasformazione digitale della pubblica amministrazione'

/** Bootstrap Italia header: slim band, centre band with brand and search, main navbar. */
export function Header() {
  return (
    <header className="it-header-wrapper">
      <SlimHeader />
      <div className="it-nav-wrapper">
        <CentreHeader />
        <div className="it-header-navbar-wrapper">
          <div className="container">
            <nav className="navbar navbar-expand-lg" id="menu-principale" aria-label="Menu principale">
              <MainNav />
            </nav>
          </div>
        </div>
      </div>
    </header>
  )
}

function SlimHeader() {
  return (
    <div className="it-header-slim-wrapper">
      <div className="container">
        <div className="it-header-slim-wrapper-content">
          <Link className="navbar-brand" href="/">
            {OWNER}
          </Link>
          <div className="it-header-slim-right-zone">
            <div className="it-access-top-wrapper">
              {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- the CMS admin is a separate application (Payload's own root layout), not a site page: a full page load */}
              <a className="btn btn-primary btn-sm text-nowrap" href="/admin">
                Area redazione
              </a>
            </div>
          </div>
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
            <Link href="/">
              <div className="it-brand-text">
                <div className="it-brand-title">{SITE_NAME}</div>
                <div className="it-brand-tagline d-none d-md-block">{TAGLINE}</div>
              </div>
            </Link>
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
    <form className="sito-search" role="search" action="/cerca" method="get">
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
