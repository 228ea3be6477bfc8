'use client'

import { useRouter } from 'next/navigation'
import { type FormEvent, useEffect } from 'react'
import { useHydrated } from '@/components/hooks/useHydrated'
import { useReadWhileHydrating } from '@/components/hooks/useReadWhileHydrating'
import { useStateFrom } from '@/components/hooks/useStateFrom'
import { isSearchable, searchHref } from '@/integrations/search/params'
import { CONTENT_TYPE_LABELS, FILTER_TYPES, MIN_QUERY_LENGTH } from '@/integrations/search/types'
import { SuggestionsBox, type Suggestions } from './SuggestionsBox.client'

type Props = { q: string; filters: string[]; suggestions: Suggestions | null }

const filterId = (type: string) => `cerca-filtro-${type}`

/**
 * The filters the checkboxes show, when a visitor changed them before the page's script ran:
 * read while hydrating, before React sets them back to the address.
 */
function filtersChangedBeforeHydration(q: string, filters: string[]): { filters: string[]; href: string } | null {
  const ticked = FILTER_TYPES.filter((type) => (document.getElementById(filterId(type)) as HTMLInputElement | null)?.checked)
  const same = ticked.length === filters.length && ticked.every((type) => filters.includes(type))
  return same ? null : { filters: ticked, href: searchHref(q, ticked) }
}

/**
 * The search hero's form. Without JavaScript a GET form (checkboxes repeat `filters`);
 * with it, searching and filtering update the URL (filters comma-separated, page reset).
 */
export function SearchForm({ q, filters, suggestions }: Props) {
  const router = useRouter()
  const hydrated = useHydrated()
  const [value, setValue] = useStateFrom(q)
  const [chosen, setChosen] = useStateFrom(filters)
  // A filter ticked before the page's script ran is applied, not undone.
  const early = useReadWhileHydrating(() => filtersChangedBeforeHydration(q, filters))
  useEffect(() => {
    if (!early) return
    setChosen(early.filters)
    router.push(early.href, { scroll: false })
  }, [early, router, setChosen])

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
              id={filterId(type)}
              type="checkbox"
              name="filters"
              value={type}
              checked={chosen.includes(type)}
              onChange={(e) => toggle(type, e.target.checked)}
            />
            <label htmlFor={filterId(type)}>{CONTENT_TYPE_LABELS[type]}</label>
          </div>
        ))}
      </fieldset>
    </form>
  )
}
