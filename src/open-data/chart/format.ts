/** Numbers the Italian way: 1.234.567,8 (grouping always on, up to 2 decimals). */
const number = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 2, useGrouping: true })

export function formatNumber(value: number | null | undefined): string {
  return value == null || !Number.isFinite(value) ? '' : number.format(value)
}

/** A value with its unit: "1.250 €", "12,5 %", "3.200 progetti"; a dash when missing. */
export function formatValue(value: number | null | undefined, unit?: string | null): string {
  if (value == null || !Number.isFinite(value)) return '—'
  const formatted = formatNumber(value)
  return unit ? `${formatted} ${unit}` : formatted
}

/** A share the Italian way: "56,08%". */
export function formatPercent(value: number | null | undefined): string {
  return value == null || !Number.isFinite(value) ? '' : `${number.format(value)}%`
}
