import { CsvError, parse } from 'csv-parse/sync'
/** A source file read as a table: column names and one record per row, every cell as text. */
export type Table = { columns: string[]; records: Record<string, string>[] }
export type TableResult = { ok: true; table: Table } | { ok: false; error: string }

const MAX_RECORDS = 50_000

/** The separator of the header line: the one of ; tab , that splits it most. */
function separatorOf(firstLine: string): string {
  return [';', '\t', ','].map((s) => [s, firstLine.split(s).length] as const).sort((a, b) => b[1] - a[1])[0]![0]
}

const QUOTING: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'virgolette non chiuse',
  INVALID_OPENING_QUOTE: 'virgolette fuori posto',
  CSV_INVALID_CLOSING_QUOTE: 'virgolette fuori posto',
}

/** RFC 4180 fields (csv-parse); blank lines dropped; a message for broken quoting. */
function csvRows(text: string): string[][] | string {
  try {
    const delimiter = separatorOf(text.split(/\r?\n/, 1)[0] ?? '')
    const rows = parse(text, { bom: true, delimiter, relax_column_count: true, skip_empty_lines: true }) as string[][]
    return rows.filter((r) => r.some((c) => c.trim() !== ''))
  } catch (error) {
    const { code, lines } = error as CsvError
    const what = QUOTING[code]
    if (!what) return 'file non leggibile come CSV'
    return code === 'CSV_QUOTE_NOT_CLOSED' ? what : `${what} nella riga ${lines}`
  }
}

export function parseCsv(text: string): TableResult {
  const rows = csvRows(text)
  if (typeof rows === 'string') return { ok: false, error: `CSV non valido: ${rows}` }
  const [header, ...data] = rows
  if (!header || header.length < 2) return { ok: false, error: 'CSV non valido: manca la riga di intestazione con almeno due colonne' }
  const columns = header.map((h) => h.trim())
  if (new Set(columns).size !== columns.length || columns.some((c) => !c)) return { ok: false, error: 'CSV non valido: intestazioni vuote o ripetute' }
  if (data.length > MAX_RECORDS) return { ok: false, error: `troppe righe (massimo ${MAX_RECORDS})` }
  const bad = data.findIndex((r) => r.length !== columns.length)
  if (bad >= 0) return { ok: false, error: `CSV non valido: la riga ${bad + 2} ha ${data[bad]!.length} valori invece di ${columns.length}` }
  return { ok: true, table: { columns, records: data.map((r) => Object.fromEntries(columns.map((c, i) => [c, r[i]!.trim()]))) } }
}

function cellText(value: unknown): string | null {
  if (value == null) return ''
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value).trim() : null
}

/** An array of flat objects, or { "data": [...] } / { "records": [...] } around it. */
export function parseJsonTable(text: string): TableResult {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return { ok: false, error: 'JSON non valido' }
  }
  const list = Array.isArray(value) ? value : ((value as { data?: unknown; records?: unknown } | null)?.data ?? (value as { records?: unknown } | null)?.records)
  if (!Array.isArray(list)) return { ok: false, error: 'JSON non valido: serve un elenco di oggetti (o { "data": [...] })' }
  if (list.length > MAX_RECORDS) return { ok: false, error: `troppe righe (massimo ${MAX_RECORDS})` }
  const columns = new Set<string>()
  const records: Record<string, string>[] = []
  for (const [i, item] of list.entries()) {
    if (!item || typeof item !== 'object' || Array.isArray(item)) return { ok: false, error: `JSON non valido: l’elemento ${i + 1} non è un oggetto` }
    const record: Record<string, string> = {}
    for (const [k, v] of Object.entries(item)) {
      const text = cellText(v)
      if (text === null) return { ok: false, error: `JSON non valido: il campo "${k}" dell’elemento ${i + 1} non è un valore semplice` }
      record[k.trim()] = text
      columns.add(k.trim())
    }
    records.push(record)
  }
  return { ok: true, table: { columns: [...columns], records } }
}

/** JSON when the server says so or the text starts like JSON; CSV otherwise. */
export function parseTable(text: string, contentType = ''): TableResult {
  const json = /json/i.test(contentType) || /^\s*[[{]/.test(text)
  return json ? parseJsonTable(text) : parseCsv(text)
}
