import { editableItalianNumber, readItalianNumber } from './italian-number'

/**
 * The chart's data table as the admin edits it: text cells (category, then one per series)
 * and the stored rows (category, then numbers or null). A cell that cannot be read as an
 * Italian number is stored as typed, so the document cannot be published until it is fixed.
 */
export type TableCells = string[][]
type StoredRow = unknown[]

const cellText = (v: unknown): string => (typeof v === 'number' ? editableItalianNumber(v) : typeof v === 'string' ? v : '')

export function cellsFromRows(value: unknown, width: number): TableCells {
  const rows = Array.isArray(value) ? value : []
  return rows.map((row) => {
    const cells = Array.isArray(row) ? row.map(cellText) : []
    return Array.from({ length: width }, (_, i) => cells[i] ?? '')
  })
}

const blank = (row: string[]) => row.every((c) => c.trim() === '')

/** The stored rows: numbers read the Italian way, rows left entirely empty not stored. */
export function rowsFromCells(cells: TableCells): StoredRow[] {
  return cells.filter((row) => !blank(row)).map(([category = '', ...values]) => [
    category.trim(),
    ...values.map((text) => {
      const read = readItalianNumber(text)
      return read.ok ? read.value : text
    }),
  ])
}

/**
 * The first cell of the stored rows that is not a number, as a sentence naming its row and
 * column ('Riga 2, «Progetti»: …'); null when every value cell is a number or empty.
 */
export function unreadableCell(value: unknown, columns: string[]): string | null {
  if (!Array.isArray(value)) return null
  for (const [i, row] of value.entries()) {
    if (!Array.isArray(row)) continue
    for (const [j, cell] of row.entries()) {
      if (j === 0 || typeof cell !== 'string') continue
      const read = readItalianNumber(cell)
      if (!read.ok) return `Dati del grafico, riga ${i + 1}, «${columns[j - 1] ?? `colonna ${j + 1}`}»: ${read.error}`
    }
  }
  return null
}

/** A chart block just added: no type, no series named (what the form holds before the editor fills it). */
export function isBlankChartConfig(value: unknown): boolean {
  if (value == null || typeof value !== 'object') return true
  const c = value as { type?: unknown; series?: unknown }
  const named = Array.isArray(c.series) && c.series.some((s) => typeof (s as { name?: unknown })?.name === 'string' && (s as { name: string }).name.trim())
  return !c.type || !named
}

export const BLANK_CHART = 'Il grafico non è ancora compilato: nella configurazione scegli il tipo e dai un nome ad almeno una serie, poi inserisci i dati nella tabella (oppure rimuovi il blocco).'
