'use client'

import { useEffect, useRef, useState } from 'react'
import { useHydrated } from '@/components/hooks/useHydrated'
import { useSearch } from '@/components/hooks/useLocation'
import { algoliaSearch } from '@/integrations/search/algolia'
import type { AlgoliaPublicConfig } from '@/integrations/search/config'
import { isSearchable } from '@/integrations/search/params'
import type { SearchHit, SearchResult } from '@/integrations/search/types'
import { Highlighted } from '@/integrations/search/ui/Highlighted'
import { NO_RESULTS, NO_RESULTS_HINT } from '@/integrations/search/ui/messages'
import { MovedQuestion, movedFrom } from './MovedQuestion'

const DEBOUNCE_MS = 250

type Props = { idPrefix: string; label: string; algolia: AlgoliaPublicConfig | null }

async function searchFaqs(q: string, algolia: AlgoliaPublicConfig | null, signal: AbortSignal): Promise<SearchResult> {
  if (algolia) return algoliaSearch(algolia, { q, filters: ['faq'] }, signal)
  const response = await fetch(`/api/search?${new URLSearchParams({ q, filters: 'faq' })}`, { signal })
  if (!response.ok) throw new Error(String(response.status))
  return (await response.json()) as SearchResult
}

function countText(n: number) {
  return n === 1 ? '1 domanda trovata' : `${n} domande trovate`
}

/**
 * Results as you type (debounced), only with 3 or more characters and focus inside the
 * search (the field or its results, so the results stay reachable by keyboard). A visitor from
 * an old FAQ link (?q=…&spostata=…) finds the search filled in, its results and why.
 */
export function FaqSearchBox({ idPrefix, label, algolia }: Props) {
  const hydrated = useHydrated()
  const moved = movedFrom(useSearch())
  const [typed, setQ] = useState<string | null>(null)
  const q = typed ?? moved?.q ?? ''
  const [focused, setFocused] = useState(false)
  const [answer, setAnswer] = useState<{ q: string; hits: SearchHit[]; nbHits: number } | { q: string; error: true } | null>(null)
  const box = useRef<HTMLDivElement>(null)
  const text = q.trim()
  const showMoved = moved !== null && typed === null
  const movedQ = moved?.q
  // The visitor came from an old link: bring the sentence saying why into view, and to screen readers.
  useEffect(() => {
    if (movedQ) document.getElementById(`${idPrefix}-spostata`)?.focus()
  }, [movedQ, idPrefix])
  const active = (focused || showMoved) && isSearchable(text)

  useEffect(() => {
    if (!isSearchable(text)) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      searchFaqs(text, algolia, controller.signal).then(
        (r) => setAnswer({ q: text, hits: r.hits, nbHits: r.nbHits }),
        () => !controller.signal.aborted && setAnswer({ q: text, error: true }),
      )
    }, DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [text, algolia])

  const current = answer?.q === text ? answer : null
  return (
    <div
      ref={box}
      className="sito-faq-search"
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!box.current?.contains(e.relatedTarget as Node | null)) setFocused(false)
      }}
    >
      {moved && <MovedQuestion moved={moved} id={`${idPrefix}-spostata`} />}
      <form role="search" aria-label="Ricerca nelle domande frequenti" action="/cerca" method="get" className="sito-faq-search__form">
        <input type="hidden" name="filters" value="faq" />
        <label htmlFor={`${idPrefix}-q`} className="form-label fw-semibold">
          {label}
        </label>
        <div className="d-flex gap-2">
          <input
            id={`${idPrefix}-q`}
            name="q"
            type="search"
            className="form-control"
            autoComplete="off"
            maxLength={200}
            value={q}
            onChange={(e) => setQ(e.target.value)}
            aria-describedby={`${idPrefix}-regola`}
          />
          <button type="submit" className="btn btn-primary" disabled={hydrated && !isSearchable(text)}>
            Cerca
          </button>
        </div>
        <p id={`${idPrefix}-regola`} className="form-text">
          I risultati compaiono mentre scrivi, da 3 caratteri in su.
        </p>
      </form>
      <div role="status" aria-live="polite" className="sito-faq-search__status">
        {active && current && ('error' in current ? <p>La ricerca non è riuscita. Riprova più tardi.</p> : current.nbHits > 0 ? <p>{countText(current.nbHits)}</p> : (
          <>
            <p className="fw-semibold mb-0">{NO_RESULTS}</p>
            <p>{NO_RESULTS_HINT}</p>
          </>
        ))}
      </div>
      {active && current && !('error' in current) && current.hits.length > 0 && (
        <ul className="sito-faq-search__results" aria-label="Domande trovate">
          {current.hits.map((hit) => (
            <li key={hit.objectID}>
              <a href={hit.url}>
                <Highlighted value={hit._highlightResult?.title?.value ?? hit.title} />
              </a>
            </li>
          ))}
          {current.nbHits > current.hits.length && (
            <li>
              <a href={`/cerca?q=${encodeURIComponent(text)}&filters=faq`} className="fw-semibold">
                Vedi tutti i risultati
              </a>
            </li>
          )}
        </ul>
      )}
    </div>
  )
}
