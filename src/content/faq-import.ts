/**
 * The FAQ export of the previous site (CSV with a header line, or a JSON array): question,
 * answer, category and the old anchor(s). Pure: parsing and checks, no CMS access.
 */
import { parse } from 'csv-parse/sync'
import { doc, p, ul, type EditorState, type TopNode } from './lexical'
import { isLegacyId } from './legacy-redirects'
import { faqCategoryOf, type FaqCategory } from './paths'
import { slugify } from './slugify'

export type FaqRow = {
  /** Where the row is: «riga N» of the CSV (its first line) or «voce N» of the JSON array. */
  where: string
  question: string
  answer: string
  category: FaqCategory
  slug: string
  legacyIds: string[]
}

export type FaqParse = { rows: FaqRow[]; errors: { where: string; message: string }[] }

/** Accepted column names (English, as in the export, or Italian) → field. */
const COLUMNS: Record<string, keyof Raw> = {
  question: 'question',
  domanda: 'question',
  answer: 'answer',
  risposta: 'answer',
  category: 'category',
  categoria: 'category',
  legacy_id: 'legacyId',
  legacyid: 'legacyId',
  'legacy id': 'legacyId',
  id_storico: 'legacyId',
  slug: 'slug',
}

type Raw = { question?: unknown; answer?: unknown; category?: unknown; legacyId?: unknown; slug?: unknown }

const MAX_QUESTION = 300
const MAX_ANSWER = 20_000
const MAX_SLUG = 100

/** The slug of a question: at most 100 characters, cut at a hyphen. */
export function faqSlug(question: string): string {
  const full = slugify(question)
  if (full.length <= MAX_SLUG) return full
  const cut = full.slice(0, MAX_SLUG)
  return cut.slice(0, cut.lastIndexOf('-') > 40 ? cut.lastIndexOf('-') : MAX_SLUG).replace(/-$/, '')
}

/** Plain text to rich text: a blank line separates paragraphs, lines starting with «- » or «* » are a bulleted list. */
export function answerToRichText(text: string): EditorState {
  const nodes: TopNode[] = []
  for (const chunk of text.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk.split('\n').map((l) => l.trim()).filter(Boolean)
    let prose: string[] = []
    let items: string[] = []
    const flush = () => {
      if (prose.length) nodes.push(p(prose.join(' ')))
      if (items.length) nodes.push(ul(...items))
      prose = []
      items = []
    }
    for (const line of lines) {
      const item = /^[-*•]\s+(.*)$/.exec(line)
      if (item) {
        if (prose.length) flush()
        items.push(item[1]!)
      } else {
        if (items.length) flush()
        prose.push(line)
      }
    }
    flush()
  }
  return doc(...nodes)
}

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '')

function normalize(record: Record<string, unknown>): Raw {
  const out: Raw = {}
  for (const [key, value] of Object.entries(record)) {
    const field = COLUMNS[key.trim().toLowerCase()]
    if (field) out[field] = value
  }
  return out
}

function legacyIdsOf(value: unknown): string[] {
  const list = Array.isArray(value) ? value.map(text) : text(value).split(/[\s|]+/)
  return list.filter(Boolean).map((id) => id.replace(/^#/, '').normalize('NFC'))
}

type Seen = { slugs: Set<string>; ids: Set<string> }

/** The row, or the reason it is refused. */
function checkRow(raw: Raw, where: string, seen: Seen): FaqRow | string {
  const question = text(raw.question).replace(/\s+/g, ' ')
  const answer = text(raw.answer)
  const category = faqCategoryOf(text(raw.category))
  const slug = text(raw.slug) || faqSlug(question)
  const legacyIds = legacyIdsOf(raw.legacyId)
  if (!question) return 'manca la domanda'
  if (question.length > MAX_QUESTION) return `domanda troppo lunga (più di ${MAX_QUESTION} caratteri)`
  if (!answer) return 'manca la risposta'
  if (answer.length > MAX_ANSWER) return `risposta troppo lunga (più di ${MAX_ANSWER} caratteri)`
  if (!category) return `categoria sconosciuta: ${text(raw.category) || '(vuota)'}`
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug) || slug.length > MAX_SLUG) return `slug non valido: ${slug}`
  if (seen.slugs.has(slug)) return `domanda ripetuta (slug ${slug})`
  const badId = legacyIds.find((id) => !isLegacyId(id))
  if (badId) return `identificativo storico non valido: ${badId}`
  const repeated = legacyIds.find((id) => seen.ids.has(id))
  if (repeated) return `identificativo storico ripetuto: ${repeated}`
  seen.slugs.add(slug)
  for (const id of legacyIds) seen.ids.add(id)
  return { where, question, answer, category, slug, legacyIds }
}

function collect(records: { raw: Raw; where: string }[]): FaqParse {
  const out: FaqParse = { rows: [], errors: [] }
  const seen: Seen = { slugs: new Set(), ids: new Set() }
  for (const { raw, where } of records) {
    const row = checkRow(raw, where, seen)
    if (typeof row === 'string') out.errors.push({ where, message: row })
    else out.rows.push(row)
  }
  return out
}

function parseCsv(input: string): FaqParse {
  let records: { record: Record<string, string>; info: { lines: number } }[]
  try {
    records = parse(input, { columns: true, bom: true, skip_empty_lines: true, relax_column_count: true, info: true, delimiter: input.split('\n', 1)[0]!.includes(';') ? ';' : ',' })
  } catch (error) {
    const line = (error as { lines?: number }).lines
    return { rows: [], errors: [{ where: line ? `riga ${line}` : 'file', message: 'CSV non leggibile (virgolette non chiuse o righe spezzate)' }] }
  }
  const header = Object.keys(records[0]?.record ?? {}).map((k) => COLUMNS[k.trim().toLowerCase()])
  const missing = (['question', 'answer', 'category'] as const).filter((f) => records.length && !header.includes(f))
  if (missing.length) return { rows: [], errors: [{ where: 'riga 1', message: 'intestazione attesa: question,answer,category,legacy_id' }] }
  // info.lines is the line where the record ends: a multi-line answer starts earlier.
  let next = 2
  return collect(
    records.map(({ record, info }) => {
      const where = `riga ${next}`
      next = info.lines + 1
      return { raw: normalize(record), where }
    }),
  )
}

function parseJson(input: string): FaqParse {
  let data: unknown
  try {
    data = JSON.parse(input)
  } catch {
    return { rows: [], errors: [{ where: 'file', message: 'JSON non valido' }] }
  }
  const list = Array.isArray(data) ? data : (data as { faqs?: unknown } | null)?.faqs
  if (!Array.isArray(list)) return { rows: [], errors: [{ where: 'file', message: 'atteso un elenco di domande (array JSON)' }] }
  return collect(list.map((item, i) => ({ raw: item && typeof item === 'object' ? normalize(item as Record<string, unknown>) : {}, where: `voce ${i + 1}` })))
}

/** Parses an export: JSON when it starts with [ or {, otherwise CSV (comma or semicolon). */
export function parseFaqExport(input: string): FaqParse {
  const body = input.replace(/^\uFEFF/, '')
  return /^\s*[[{]/.test(body) ? parseJson(body) : parseCsv(body)
}
