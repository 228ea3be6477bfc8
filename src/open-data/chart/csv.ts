import { stringify } from 'csv-stringify/sync'
import { escapeFormula } from '@/content/spreadsheet'
import type { ChartSpec } from './spec'

/** Decimal comma, no grouping (a spreadsheet reads 1234,5 as a number; 1.234,5 may be text). */
export function csvNumber(value: number | null): string {
  if (value == null || !Number.isFinite(value)) return ''
  return String(value).replace('.', ',')
}

function header(spec: ChartSpec): string[] {
  return [spec.config.categoryLabel, ...spec.config.series.map((s) => (s.unit ? `${s.name} (${s.unit})` : s.name))]
}

/**
 * The chart's data as open data: UTF-8 without BOM (harvesters read the first column name with
 * it), semicolons and decimal comma as Italian spreadsheets expect, CRLF (a line break inside a cell is quoted too: csv-stringify quotes only the record
 * delimiter), text cells kept as text.
 * The dialect is declared in the datapackage.
 */
export function buildCsv(spec: ChartSpec): string {
  const rows = spec.rows.map(([name, ...values]) => [escapeFormula(name), ...values.map(csvNumber)])
  return stringify([header(spec).map(escapeFormula), ...rows], { delimiter: ';', record_delimiter: 'windows', quoted_match: /^\s|\s$|[\r\n]/ })
}

/** A safe download name from the chart's anchor. */
export function csvFileName(anchor: string): string {
  return `${anchor.replace(/[^a-z0-9-]/gi, '') || 'dati'}.csv`
}
