import type { ChartSpec } from './spec'

/** Byte order mark: Excel reads the file as UTF-8 only with it. */
export const BOM = '\uFEFF'
const SEPARATOR = ';'

/** Quoted when it holds the separator, a quote, a line break, or leading/trailing space. */
export function csvCell(value: string): string {
  return /[;"\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value
}

/** Spreadsheet formula injection: a text cell starting with = + - @ is read as text. */
function safeText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
}

/** Decimal comma, no grouping (a spreadsheet reads 1234,5 as a number; 1.234,5 may be text). */
export function csvNumber(value: number | null): string {
  if (value == null || !Number.isFinite(value)) return ''
  return String(value).replace('.', ',')
}

function header(spec: ChartSpec): string[] {
  return [spec.config.categoryLabel, ...spec.config.series.map((s) => (s.unit ? `${s.name} (${s.unit})` : s.name))]
}

/** The chart's data as Italian spreadsheets expect: UTF-8 with BOM, semicolons, decimal comma, CRLF. */
export function buildCsv(spec: ChartSpec): string {
  const lines = [header(spec).map((h) => csvCell(safeText(h)))]
  for (const [name, ...values] of spec.rows) {
    lines.push([csvCell(safeText(name)), ...values.map(csvNumber)])
  }
  return BOM + lines.map((cells) => cells.join(SEPARATOR)).join('\r\n') + '\r\n'
}

/** A safe download name from the chart's anchor. */
export function csvFileName(anchor: string): string {
  return `${anchor.replace(/[^a-z0-9-]/gi, '') || 'dati'}.csv`
}
