type Labelled = number | string | { label?: string | null } | null | undefined

/** Labels of populated relationship values, joined for display. */
export function labelsOf(values: Labelled[] | null | undefined): string | undefined {
  const labels = (values ?? [])
    .map((v) => (v && typeof v === 'object' ? v.label : null))
    .filter((l): l is string => Boolean(l))
  return labels.length ? labels.join(', ') : undefined
}
