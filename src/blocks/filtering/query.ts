/** Pure rules shared by the filterable blocks: filter state lives in the URL query string. */

export const NO_RESULTS = 'Nessun risultato trovato con i filtri attuali'

type Labelled = number | string | { label?: string | null } | null | undefined

/** Labels of populated relationship values (unpopulated ids carry no label and are skipped). */
export function labelList(values: Labelled | Labelled[] | null | undefined): string[] {
  const list = Array.isArray(values) ? values : [values]
  return list.flatMap((v) => (v && typeof v === 'object' && v.label ? [v.label] : []))
}

/** The distinct labels of some items, in Italian alphabetical order: the options of a filter. */
export function optionsFrom(lists: readonly (readonly string[])[]): string[] {
  return [...new Set(lists.flat())].sort((a, b) => a.localeCompare(b, 'it'))
}

/**
 * The URL parameter of filter `name` in one block: each filter block of a page has its own
 * (`beneficiario-3f9a2c`), so choosing in one does not filter another. `scope` is the block's
 * row id; without one (rendered outside a page body) the bare name.
 */
export function filterParam(name: string, scope: string | null | undefined): string {
  const suffix = scope?.replace(/[^A-Za-z0-9]/g, '').slice(-6)
  return suffix ? `${name}-${suffix}` : name
}

/** The value of filter `name` in a query string; an unknown value counts as no filter (''). */
export function selectedIn(search: string, name: string, options: readonly string[]): string {
  const value = new URLSearchParams(search).get(name) ?? ''
  return options.includes(value) ? value : ''
}

/** The query string with filter `name` set to `value`, or removed when `value` is '' (no filter). */
export function withParam(search: string, name: string, value: string): string {
  const params = new URLSearchParams(search)
  if (value) params.set(name, value)
  else params.delete(name)
  const query = params.toString()
  return query ? `?${query}` : ''
}

/** Whether an item tagged with `labels` passes a filter; an untagged item is for everyone. */
export function matches(selected: string, labels: readonly string[]): boolean {
  return !selected || !labels.length || labels.includes(selected)
}

/** What the live region says about how many results are shown. */
export function countText(shown: number, total: number): string {
  return `${shown} ${shown === 1 ? 'risultato' : 'risultati'} su ${total}`
}
