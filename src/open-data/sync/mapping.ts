import { parseChartData, type ChartConfig, type ChartRow, type Parsed } from '../chart/spec'
import type { Table } from './table'

/** How the columns of a source become the rows of a chart (the `source` group of a chart block). */
export type SourceMapping = {
  categoryColumn: string
  /** Long files (period, measure, region, value): one series per value of this column, matched to the series names. */
  seriesColumn?: string | null
  /** Comma-separated: one per series in wide files, exactly one with seriesColumn. */
  valueColumns: string
  filterColumn?: string | null
  /** Empty with a filterColumn: the last value in order (e.g. the latest period). */
  filterValue?: string | null
  minRows?: number | null
}

const list = (text: string | null | undefined) => (text ?? '').split(',').map((s) => s.trim()).filter(Boolean)

/** "1234.5", "1234,5", "1.234,5"; empty is null; anything else is not a number. */
export function sourceNumber(text: string): number | null | undefined {
  const t = text.trim().replace(/\s/g, '')
  if (!t) return null
  const normal = t.includes(',') ? t.replace(/\./g, '').replace(',', '.') : t
  if (!/^[-+]?\d+(\.\d+)?$/.test(normal)) return undefined
  return Number(normal)
}

function missingColumns(table: Table, mapping: SourceMapping): string[] {
  const wanted = [mapping.categoryColumn, mapping.seriesColumn, mapping.filterColumn, ...list(mapping.valueColumns)].filter((c): c is string => Boolean(c?.trim()))
  return wanted.filter((c) => !table.columns.includes(c.trim()))
}

function filtered(table: Table, mapping: SourceMapping): Table['records'] {
  const column = mapping.filterColumn?.trim()
  if (!column) return table.records
  const wanted = mapping.filterValue?.trim() || [...new Set(table.records.map((r) => r[column] ?? ''))].sort().at(-1)
  return table.records.filter((r) => r[column] === wanted)
}

/** The chart rows a source gives, checked against the columns and series the chart expects. */
export function mapRows(table: Table, mapping: SourceMapping, config: ChartConfig): Parsed<ChartRow[]> {
  const fail = (error: string): Parsed<ChartRow[]> => ({ ok: false, error })
  const missing = missingColumns(table, mapping)
  if (missing.length) return fail(`colonne mancanti nella fonte: ${missing.join(', ')} (presenti: ${table.columns.join(', ')})`)
  const values = list(mapping.valueColumns)
  const pivot = mapping.seriesColumn?.trim()
  const series = config.series.map((s) => s.name)
  if (pivot && values.length !== 1) return fail('con la colonna delle serie serve una sola colonna dei valori')
  if (!pivot && values.length !== series.length) return fail(`il grafico ha ${series.length} serie ma le colonne dei valori sono ${values.length}`)
  const rows = new Map<string, (number | null)[]>()
  for (const [i, record] of filtered(table, mapping).entries()) {
    const category = record[mapping.categoryColumn.trim()] ?? ''
    if (!category) return fail(`riga ${i + 1}: manca la categoria (${mapping.categoryColumn})`)
    const row = rows.get(category) ?? series.map(() => null)
    rows.set(category, row)
    const cells = pivot ? [[series.indexOf(record[pivot] ?? ''), record[values[0]!] ?? ''] as const] : values.map((c, j) => [j, record[c] ?? ''] as const)
    for (const [j, text] of cells) {
      if (j < 0) continue
      const n = sourceNumber(text)
      if (n === undefined) return fail(`riga ${i + 1}: "${text}" non è un numero`)
      if (n !== null) row[j] = (row[j] ?? 0) + n
    }
  }
  const minRows = Math.max(1, mapping.minRows ?? 1)
  if (rows.size < minRows) return fail(`la fonte dà ${rows.size} righe, ne servono almeno ${minRows}`)
  const parsed = parseChartData([...rows].map(([name, v]) => [name, ...v]), config)
  return parsed.ok ? parsed : fail(parsed.error)
}

export type KpiFromSource = { fromSource?: string | null; sourceCategory?: string | null; sourceSeries?: string | null }
export const KPI_AGGREGATES = ['cell', 'sum', 'avg', 'min', 'max'] as const

/** A KPI value from the chart's new rows: one cell, or an aggregate of a series (the first by default). */
export function kpiValue(kpi: KpiFromSource, rows: ChartRow[], config: ChartConfig): number | null {
  const how = kpi.fromSource
  if (!how || !(KPI_AGGREGATES as readonly string[]).includes(how)) return null
  const index = kpi.sourceSeries?.trim() ? config.series.findIndex((s) => s.name === kpi.sourceSeries!.trim()) : 0
  if (index < 0) return null
  if (how === 'cell') return (rows.find((r) => r[0] === kpi.sourceCategory?.trim())?.[index + 1] as number | null | undefined) ?? null
  const values = rows.map((r) => r[index + 1]).filter((v): v is number => typeof v === 'number')
  if (!values.length) return null
  const sum = values.reduce((a, b) => a + b, 0)
  const result = { sum, avg: sum / values.length, min: Math.min(...values), max: Math.max(...values) }[how as 'sum' | 'avg' | 'min' | 'max']
  return Math.round(result * 100) / 100
}
