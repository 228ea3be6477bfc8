import type { ChartType } from '../chart/spec'

/**
 * What the admin's chart editor holds, and how it maps to the two stored JSON values
 * (chartData.config and chartData.data, parsed by ../spec.ts). Pure: no React.
 */
type SeriesDraft = { name: string; unit: string }
export type ConfigDraft = {
  type: ChartType
  categoryLabel: string
  series: SeriesDraft[]
  xAxisLabel: string
  yAxisLabel: string
  horizontal: boolean
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '')

/** Whatever is stored (even invalid or empty) as a form the editor can fill in. */
export function draftFromConfig(value: unknown): ConfigDraft {
  const c = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>
  const series = Array.isArray(c.series) ? c.series : []
  return {
    type: (typeof c.type === 'string' ? c.type : 'bar') as ChartType,
    categoryLabel: str(c.categoryLabel),
    series: series.length
      ? series.map((s) => ({ name: str((s as Record<string, unknown>)?.name), unit: str((s as Record<string, unknown>)?.unit) }))
      : [{ name: '', unit: '' }],
    xAxisLabel: str(c.xAxisLabel),
    yAxisLabel: str(c.yAxisLabel),
    horizontal: c.horizontal === true,
  }
}

/** The stored config: optional keys only when filled, so the JSON stays what spec.ts accepts. */
export function configFromDraft(d: ConfigDraft): Record<string, unknown> {
  const out: Record<string, unknown> = {
    type: d.type,
    categoryLabel: d.categoryLabel,
    series: d.series.map((s) => (s.unit.trim() ? { name: s.name, unit: s.unit } : { name: s.name })),
  }
  if (d.xAxisLabel.trim()) out.xAxisLabel = d.xAxisLabel
  if (d.yAxisLabel.trim()) out.yAxisLabel = d.yAxisLabel
  if (d.horizontal && (d.type === 'bar' || d.type === 'stackedBar')) out.horizontal = true
  return out
}

export type CellGrid = string[][]

function cellText(v: unknown): string {
  if (typeof v === 'number') return String(v).replace('.', ',')
  return typeof v === 'string' ? v : ''
}

/** Stored rows as text cells, each row exactly `width` cells (category + one per series). */
export function gridFromRows(value: unknown, width: number): CellGrid {
  const rows = Array.isArray(value) ? value : []
  return rows.map((row) => {
    const cells = Array.isArray(row) ? row.map(cellText) : []
    return Array.from({ length: width }, (_, i) => cells[i] ?? '')
  })
}

/**
 * A typed number, Italian style accepted ("1.234,5" or "1234.5"); empty means no value (null).
 * Anything else is kept as typed, so validation names the cell instead of losing the input.
 */
export function parseCell(text: string): number | null | string {
  const t = text.trim().replace(/\s/g, '')
  if (!t) return null
  const normal = t.includes(',') ? t.replace(/\./g, '').replace(',', '.') : t
  return /^-?\d+(\.\d+)?$/.test(normal) ? Number(normal) : text
}

export function rowsFromGrid(grid: CellGrid): unknown[][] {
  return grid.map(([category = '', ...values]) => [category, ...values.map(parseCell)])
}
