import { slugify } from '@/content/slugify'
import type { TableBlock } from '@/payload-types'
import { toCsv } from '../chart/csv'

/** A table block of a page as open data: its caption, header and text cells, and where its files are. */
export type DataTable = { anchor: string; title: string; columns: string[]; rows: string[][]; csvPath: string; jsonPath: string }

/** A table's file name: its caption as a slug (of two tables with one caption, the first has the files). */
export function tableName(caption: string): string {
  const slug = slugify(caption)
  // At most 60 characters, cut between words.
  const cut = slug.length <= 60 ? slug : slug.slice(0, 61).replace(/-[^-]*$/, '')
  return cut.replace(/-+$/, '') || 'tabella'
}

/** /api/tabelle/<page path>/<table name>.<csv|json> (see app/api/tabelle). */
export function tableFileHref(pagePath: string, name: string, ext: 'csv' | 'json'): string {
  const page = pagePath.replace(/^\/+|\/+$/g, '')
  return `/api/tabelle/${page ? `${page}/` : ''}${name}.${ext}`
}

const isTable = (block: unknown): block is TableBlock => Boolean(block && typeof block === 'object' && (block as { blockType?: unknown }).blockType === 'table')

/** The table blocks of a page body, in page order. */
export function dataTables(body: unknown, pagePath: string): DataTable[] {
  const names = new Set<string>()
  return (Array.isArray(body) ? body : []).filter(isTable).flatMap((block) => {
    const name = tableName(block.caption)
    if (names.has(name)) return []
    names.add(name)
    const columns = (block.columns ?? []).map((c) => c.label.trim())
    const rows = (block.rows ?? []).map((row) => columns.map((_, i) => row.cells?.[i]?.value?.trim() ?? ''))
    return [{ anchor: name, title: block.caption, columns, rows, csvPath: tableFileHref(pagePath, name, 'csv'), jsonPath: tableFileHref(pagePath, name, 'json') }]
  })
}

const NUMBER = /^-?(?:\d{1,3}(?:\.\d{3})+|\d+)(?:,\d+)?$/
const UNIT = /\s*[€%]$/

/** A figure as Italians write it: "13.420", "985.000.000 €", "12,5%"; null for anything else. */
export function italianNumber(text: string): number | null {
  const bare = text.replace(UNIT, '')
  return NUMBER.test(bare) ? Number(bare.replace(/\./g, '').replace(',', '.')) : null
}

function numericColumns(table: DataTable): boolean[] {
  return table.columns.map((_, i) => {
    const cells = table.rows.map((r) => r[i]!).filter(Boolean)
    return cells.length > 0 && cells.every((c) => italianNumber(c) !== null)
  })
}

/** The columns as a Frictionless schema describes the CSV: figures are numbers with Italian separators. */
export function dataTableFields(table: DataTable) {
  const numeric = numericColumns(table)
  return table.columns.map((name, i) => {
    if (!numeric[i]) return { name, title: name, type: 'string' as const }
    const withUnit = table.rows.some((r) => UNIT.test(r[i]!))
    return { name, title: name, type: 'number' as const, groupChar: '.', ...(withUnit ? { bareNumber: false } : {}) }
  })
}

/** The cells as shown on the page (the CSV), or as JSON records with the figures as numbers. */
export const dataTableCsv = (table: DataTable) => toCsv([table.columns, ...table.rows])

export function dataTableRecords(table: DataTable): Record<string, string | number | null>[] {
  const numeric = numericColumns(table)
  return table.rows.map((row) => Object.fromEntries(table.columns.map((c, i) => [c, numeric[i] ? (row[i] ? italianNumber(row[i]!) : null) : row[i]!])))
}
