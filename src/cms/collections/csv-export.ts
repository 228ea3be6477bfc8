import { parse } from 'csv-parse/sync'
import { stringify } from 'csv-stringify/sync'
import type { Field } from 'payload'
import { formatDateTime } from '@/content/dates'

/**
 * The CSV export as Italian spreadsheets open it: semicolons, the fields' Italian labels as
 * headers, option labels instead of stored codes, dates in Rome time. Pure functions, used by
 * the import-export plugin's hooks (src/cms/collections/submissions.ts).
 */

type Row = Record<string, unknown>
type Column = { label: string; show: (value: unknown) => unknown }

const SYSTEM_COLUMNS: Record<string, Column> = {
  id: { label: 'ID', show: (v) => v },
  createdAt: { label: 'Creato il', show: formatDate },
  updatedAt: { label: 'Aggiornato il', show: formatDate },
}

function formatDate(value: unknown): unknown {
  return typeof value === 'string' || value instanceof Date ? formatDateTime(value) : value
}

function labelOf(field: { label?: unknown; name: string }): string {
  return typeof field.label === 'string' ? field.label : field.name
}

function columnFor(field: Field): [string, Column] | null {
  if (!('name' in field)) return null
  const label = labelOf(field)
  if (field.type === 'date') return [field.name, { label, show: formatDate }]
  if (field.type === 'checkbox') return [field.name, { label, show: (v) => (v === true ? 'sì' : v === false ? 'no' : v) }]
  if (field.type === 'select' || field.type === 'radio') {
    const labels = new Map(field.options.map((o) => (typeof o === 'string' ? [o, o] : [o.value, typeof o.label === 'string' ? o.label : o.value])))
    return [field.name, { label, show: (v) => (typeof v === 'string' ? (labels.get(v) ?? v) : v) }]
  }
  return [field.name, { label, show: (v) => v }]
}

/** The columns of a collection's top-level fields (and rows), by field name. */
export function exportColumns(fields: Field[]): Map<string, Column> {
  const columns = new Map(Object.entries(SYSTEM_COLUMNS))
  for (const field of fields) {
    if (field.type === 'row' || field.type === 'collapsible') {
      for (const [name, column] of exportColumns(field.fields)) columns.set(name, column)
      continue
    }
    const entry = columnFor(field)
    // Payload adds createdAt/updatedAt as fields with a translated (function) label: keep ours.
    if (entry && !Object.hasOwn(SYSTEM_COLUMNS, entry[0])) columns.set(...entry)
  }
  return columns
}

/** `email` → `Email`; a hasMany column `beneficiari_0` → `Beneficiari 1`. */
function headerFor(key: string, columns: Map<string, Column>): { header: string; column?: Column } {
  const column = columns.get(key)
  if (column) return { header: column.label, column }
  const indexed = /^(.*)_(\d+)$/.exec(key)
  const base = indexed ? columns.get(indexed[1]!) : undefined
  return base ? { header: `${base.label} ${Number(indexed![2]) + 1}`, column: base } : { header: key }
}

export function italianRows(rows: Row[], columns: Map<string, Column>): Row[] {
  return rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([key, value]) => {
        const { header, column } = headerFor(key, columns)
        return [header, column ? column.show(value) : value]
      }),
    ),
  )
}

const BOM = '\uFEFF'

/**
 * The same CSV with `;` between cells (Excel in Italian reads `,` as part of a number) and a
 * UTF-8 byte order mark, without which Excel reads «Più» as «PiÃ¹».
 */
export function withSemicolons(csv: string): string {
  const body = csv.startsWith(BOM) ? csv.slice(1) : csv
  if (!body.trim()) return BOM + body
  const records = parse(body, { relax_column_count: true }) as string[][]
  return BOM + stringify(records, { delimiter: ';' })
}
