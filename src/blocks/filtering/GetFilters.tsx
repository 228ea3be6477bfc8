export type GetFilter = { name: string; label: string; allLabel: string; options: { value: string; label: string }[]; value: string }

/**
 * Filters a server-rendered list: a GET form of native selects and a button, the same with or
 * without JavaScript (the page reads the query string); a value that is not an option counts as none.
 */
export function GetFilters({ action, idPrefix, filters }: { action: string; idPrefix: string; filters: GetFilter[] }) {
  return (
    <form method="get" action={action} className="row g-3 align-items-end mb-3">
      {filters.map((f) => (
        <div key={f.name} className="col-md-6 col-lg-3">
          <label htmlFor={`${idPrefix}-${f.name}`} className="sito-filter__label">
            {f.label}
          </label>
          <select id={`${idPrefix}-${f.name}`} name={f.name} className="form-select" defaultValue={f.value}>
            <option value="">{f.allLabel}</option>
            {f.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      <ApplyButton />
    </form>
  )
}

/** The value of a filter in the query, if it is one of its options; else '' (no filter). */
export function chosen(params: Record<string, string | string[] | undefined>, name: string, options: { value: string }[]): string {
  const value = params[name]
  return typeof value === 'string' && options.some((o) => o.value === value) ? value : ''
}

/** The submit button of a filter form: the only one without JavaScript, where selecting does not filter. */
export function ApplyButton() {
  return (
    <div className="col-auto">
      <button type="submit" className="btn btn-primary">
        Applica i filtri
      </button>
    </div>
  )
}
