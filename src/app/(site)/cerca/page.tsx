import type { Metadata } from 'next'
import { Breadcrumbs } from '@/components/page/Breadcrumbs'
import { loadSearchSuggestions } from '@/content/search-suggestions'
import { searchProvider } from '@/integrations/search'
import { searchConfig } from '@/integrations/search/config'
import { isSearchable, parseFilters, parsePage, parseQuery } from '@/integrations/search/params'
import type { SearchResult } from '@/integrations/search/types'
import { AlgoliaResults } from './AlgoliaResults.client'
import { Results } from './Results'
import { SearchForm } from './SearchForm.client'

export const metadata: Metadata = { title: 'Cerca nel sito', robots: { index: false } }
export const dynamic = 'force-dynamic'

type Params = Record<string, string | string[] | undefined>

/** /cerca: the search hero (spec sections 2 to 5); results rendered on the server with the embedded index. */
export default async function SearchPage({ searchParams }: { searchParams: Promise<Params> }) {
  const params = await searchParams
  const q = parseQuery(params.q)
  const filters = parseFilters(params.filters)
  const page = parsePage(params.page)
  const config = searchConfig()
  const suggestions = await loadSearchSuggestions()

  let result: SearchResult | null = null
  if (config.provider === 'orama' && isSearchable(q)) result = await (await searchProvider()).search({ q, filters, page })

  return (
    <div className="container py-4 sito-search-hero">
      <Breadcrumbs crumbs={[{ label: 'Home', href: '/' }, { label: 'Cerca', href: null }]} className="mb-3" />
      <h1>Cerca nel sito</h1>
      <SearchForm q={q} filters={filters} suggestions={suggestions} />
      {config.provider === 'unconfigured' ? (
        <div className="alert alert-danger" role="alert">
          {config.message}
        </div>
      ) : config.provider === 'algolia' ? (
        <>
          <noscript>
            <p className="alert alert-info">I risultati della ricerca richiedono JavaScript: attivalo nel browser per vederli.</p>
          </noscript>
          <AlgoliaResults config={config.algolia} q={q} filters={filters} page={page} />
        </>
      ) : (
        <Results q={q} filters={filters} result={result} />
      )}
    </div>
  )
}
