import { loadSearchSuggestions } from '@/content/search-suggestions'
import { searchHref } from '@/integrations/search/params'
import { CONTENT_TYPE_LABELS, MIN_QUERY_LENGTH } from '@/integrations/search/types'
import type { BlockProps } from '../types'

/** A plain GET form to /cerca (works without JavaScript); results and paging are on the search page. */
export async function SearchHeroComponent({ block }: BlockProps<'searchHero'>) {
  const base = `ricerca-${block.id ?? 'blocco'}`
  const suggestions = block.showSuggestions === false ? null : await loadSearchSuggestions()
  const types = block.types ?? []
  return (
    <section className="sito-ricerca-hero my-5" aria-labelledby={base}>
      <div className="container py-5">
        <h2 id={base}>{block.title}</h2>
        {block.description && <p className="lead">{block.description}</p>}
        <form role="search" action="/cerca" method="get" aria-labelledby={base}>
          <label htmlFor={`${base}-q`} className="form-label">
            Cosa stai cercando?
          </label>
          <div className="sito-ricerca-hero__riga">
            <input id={`${base}-q`} name="q" type="search" className="form-control" minLength={MIN_QUERY_LENGTH} required aria-describedby={`${base}-regola`} />
            <button type="submit" className="btn btn-primary">
              Cerca
            </button>
          </div>
          <p id={`${base}-regola`} className="form-text">
            Scrivi almeno {MIN_QUERY_LENGTH} caratteri.
          </p>
          {types.length > 0 && (
            <fieldset className="sito-ricerca-hero__tipi">
              <legend className="form-label">Cerca solo tra</legend>
              {types.map((type) => (
                <div key={type} className="form-check form-check-inline">
                  <input className="form-check-input" type="checkbox" id={`${base}-${type}`} name="filters" value={type} />
                  <label className="form-check-label" htmlFor={`${base}-${type}`}>
                    {CONTENT_TYPE_LABELS[type]}
                  </label>
                </div>
              ))}
            </fieldset>
          )}
        </form>
        {suggestions && (
          <nav aria-labelledby={`${base}-suggerimenti`} className="mt-3">
            <h3 id={`${base}-suggerimenti`} className="h6">
              {suggestions.title}
            </h3>
            <ul className="list-inline mb-0">
              {suggestions.keywords.map((keyword) => (
                <li key={keyword} className="list-inline-item">
                  <a href={searchHref(keyword, [])}>{keyword}</a>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </section>
  )
}
