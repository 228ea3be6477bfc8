'use client'

import { type ReactNode, useEffect } from 'react'
import { useHydrated } from '@/components/hooks/useHydrated'
import { useReadWhileHydrating } from '@/components/hooks/useReadWhileHydrating'
import { replaceAddress } from '@/components/hooks/useLocation'
import { ApplyButton } from './GetFilters'
import { countText, withParam } from './query'

export type FilterSpec = {
  name: string
  label: string
  allLabel: string
  options: string[]
  value: string
}

/** Sets one filter in the address, keeping the rest of it. */
function setFilter(name: string, value: string): void {
  const { pathname, search, hash } = window.location
  replaceAddress(`${pathname}${withParam(search, name, value)}${hash}`)
}

const selectId = (idPrefix: string, name: string) => `${idPrefix}-${name}`

/** What the page's selects show: read while hydrating, before React sets them back to the address. */
function chosenBeforeHydration(idPrefix: string, filters: FilterSpec[]): [string, string][] {
  return filters.flatMap<[string, string]>((f) => {
    const select = document.getElementById(selectId(idPrefix, f.name))
    return select instanceof HTMLSelectElement && select.value !== f.value ? [[f.name, select.value]] : []
  })
}

/**
 * A GET form of native selects. With JavaScript each change filters in place and
 * updates the URL; without it the submit button reloads the page with the query.
 */
export function FilterForm({ action, idPrefix, filters }: { action: string; idPrefix: string; filters: FilterSpec[] }) {
  const hydrated = useHydrated()
  // A visitor may choose before the page's script runs: that choice is kept, not undone.
  const early = useReadWhileHydrating(() => chosenBeforeHydration(idPrefix, filters))
  useEffect(() => early?.forEach(([name, value]) => setFilter(name, value)), [early])
  return (
    <form method="get" action={action} className="row g-3 align-items-end mb-3" onSubmit={(e) => e.preventDefault()}>
      {filters.map((f) => (
        <div key={f.name} className="col-md-6">
          <label htmlFor={selectId(idPrefix, f.name)} className="sito-filter__label">
            {f.label}
          </label>
          <select
            id={selectId(idPrefix, f.name)}
            name={f.name}
            className="form-select"
            value={f.value}
            onChange={(e) => setFilter(f.name, e.target.value)}
          >
            <option value="">{f.allLabel}</option>
            {f.options.map((o) => (
              <option key={o} value={o}>
                {o}
              </option>
            ))}
          </select>
        </div>
      ))}
      {!hydrated && <ApplyButton />}
    </form>
  )
}

/** Announces the number of results, or the empty message when nothing matches. */
export function ResultStatus({ shown, total, empty }: { shown: number; total: number; empty: ReactNode }) {
  return (
    <div aria-live="polite" className="mb-3">
      {shown ? <p className="sito-filter__count mb-0">{countText(shown, total)}</p> : <div className="alert alert-info">{empty}</div>}
    </div>
  )
}
