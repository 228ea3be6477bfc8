'use client'

import { useEffect, useState } from 'react'
import { algoliaSearch } from '@/integrations/search/algolia'
import type { AlgoliaPublicConfig } from '@/integrations/search/config'
import { isSearchable } from '@/integrations/search/params'
import type { ContentType, SearchResult } from '@/integrations/search/types'
import { Results } from './Results'

type Props = { config: AlgoliaPublicConfig; q: string; filters: ContentType[]; page: number }

/** With Algolia the browser asks the hosted index directly, with the public search key (spec section 7). */
export function AlgoliaResults({ config, q, filters, page }: Props) {
  const [state, setState] = useState<{ key: string; result: SearchResult | null; error?: string }>({ key: '', result: null })
  const key = JSON.stringify([q, filters, page])

  useEffect(() => {
    if (!isSearchable(q)) return
    const controller = new AbortController()
    algoliaSearch(config, { q, filters, page }, controller.signal).then(
      (result) => setState({ key, result }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ key, result: null, error: String(error) })
      },
    )
    return () => controller.abort()
  }, [config, q, filters, page, key])

  if (state.key === key && state.error) {
    return (
      <div className="alert alert-danger" role="alert">
        La ricerca non è riuscita. Riprova più tardi.
      </div>
    )
  }
  const loading = isSearchable(q) && state.key !== key
  return <Results q={q} filters={filters} result={state.key === key ? state.result : null} loading={loading} />
}
