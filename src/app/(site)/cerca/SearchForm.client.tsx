'use client'

import { useRouter } from 'next/navigation'
import type { FormEvent } from 'react'
import { useHydrated } from '@/components/hooks/useHydrated'
import { useStateFrom } from '@/components/hooks/useStateFrom'
import { isSearchable, searchHref } from '@/integrations/search/params'
import { CONTENT_TYPE_LABELS, FILTER_TYPES, MIN_QUERY_LENGTH } from '@/integrations/search/types'
import { SuggestionsBox, type Suggestions } from './SuggestionsBox.client'

type Props = { q: string; filters: string[]; suggestions: Suggestions | null }

/**
 * The search hero's form. Without JavaScript a GET form (checkboxes repeat `filters`);
 * with it, searching and filtering update the URL (filters comma-separated, page reset).
 */
export function SearchForm({ q, filters, suggestions }: Props) {
  const router = useRouter()
  const hydrated = useHydrated()
  const [value, setValue] = useStateFrom(q)
  const [chosen, setChosen] = useStateFrom(filters)

  const go = (text: string, types: string[]) => router.push(searchHref(text.trim(), types), { scroll: false })
  const tooShort = !isSearchable(value)

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    if (!tooShort) go(value, chosen)
  }
  const toggle = (type: string, on: boolean) => {
    const next = FILTER_TYPES.filter((t) => (t === type ? on : chosen.includes(t)))
    setChosen(next)
    // Filters apply to the search shown; a longer text being typed is kept too.
    go(isSearchable(value) ? value : q, next)
  }

  return (
    <form role="search" aria-label="Modifica la ricerca" action="/cerca" method="get" className="sito-search-hero__form" onSubmit={onSubmit}>
      <label htmlFor="cerca-q" className="form-label sito-search-hero__label">
        Cosa stai cercando?
      </label>
      <div className="sito-search-hero__row">
        <SuggestionsBox value={value} onChange={setValue} onPick={(keyword) => go(keyword, chosen)} suggestions={suggestions} />
        <button type="submit" className="btn btn-primary" disabled={hydrated && tooShort} aria-describedby="cerca-regola">
          Cerca
        </button>
      </div>
      <p id="cerca-regola" className="form-text sito-search-hero__rule">
        Scrivi almeno {MIN_QUERY_LENGTH} caratteri.
      </p>
      <fieldset className="sito-search-hero__filters">
        <legend>Filtra per tipo di contenuto</legend>
        {FILTER_TYPES.map((type) => (
          <div key={type} className="form-check form-check-inline">
            <input
              id={`cerca-filtro-${type}`}
              type="checkbox"
              name="filters"
              value={type}
              checked={chosen.includes(type)}
              onChange={(e) => toggle(type, e.target.checked)}
            />
            <label htmlFor={`cerca-filtro-${type}`}>{CONTENT_TYPE_LABELS[type]}</label>
          </div>
        ))}
      </fieldset>
    </form>
  )
}
