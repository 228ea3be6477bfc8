import { isSearchable } from '@/integrations/search/params'
import type { SearchResult } from '@/integrations/search/types'
import { HitList } from '@/integrations/search/ui/HitList'
import { NO_RESULTS, NO_RESULTS_HINT, TOO_SHORT_HINT, countText } from '@/integrations/search/ui/messages'
import { ResultPages } from './ResultPages'

type Props = { q: string; filters: string[]; result: SearchResult | null; loading?: boolean }

/**
 * The result area of /cerca, the same on the server (embedded search) and in the
 * browser (Algolia). The status line is a live region: its text changes with each search.
 */
export function Results({ q, filters, result, loading }: Props) {
  const searched = isSearchable(q) && result
  return (
    <section className="sito-results" aria-labelledby="cerca-risultati-titolo">
      <h2 id="cerca-risultati-titolo" className="visually-hidden">
        Risultati della ricerca
      </h2>
      <div role="status" aria-live="polite" className="sito-results__status">
        {loading ? (
          <p>Ricerca in corso…</p>
        ) : !q ? null : !isSearchable(q) ? (
          <p>{TOO_SHORT_HINT}</p>
        ) : searched && result.nbHits > 0 ? (
          <p className="fw-semibold">{countText(result.nbHits, q)}</p>
        ) : searched ? (
          <div className="sito-results__empty">
            <p className="h4">
              {NO_RESULTS} per «{q}»
            </p>
            <p className="mb-0">{NO_RESULTS_HINT}</p>
          </div>
        ) : null}
      </div>
      {searched && result.hits.length > 0 && (
        <>
          <HitList hits={result.hits} />
          <ResultPages q={q} filters={filters} page={result.page} nbPages={result.nbPages} />
        </>
      )}
    </section>
  )
}
