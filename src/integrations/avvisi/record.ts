import { z } from 'zod'
import type { SourcedAvviso } from './types'

const OPEN = /^(pubblicato|aperto|active|open|published)$/i
const day = z.string().trim().regex(/^\d{4}-\d{2}-\d{2}/, 'data non valida (AAAA-MM-GG)')
const text = z.string().trim().min(1).max(300)

/** One record, already renamed to our fields; beneficiari as a list or "a; b" (a Salesforce multi-picklist). */
const avvisoSchema = z.object({
  id: z.union([text, z.number()]).transform(String),
  name: text,
  status: z.string().trim().transform((s) => (OPEN.test(s) ? 'PUBBLICATO' as const : 'CHIUSO' as const)),
  startDate: day,
  endDate: day,
  entePromotore: z.string().trim().max(200).nullish().transform((v) => v || null),
  beneficiari: z.union([z.array(z.string().trim().max(200)), z.string()]).nullish().transform((v) =>
    (Array.isArray(v) ? v : (v ?? '').split(';')).map((s) => s.trim()).filter(Boolean),
  ),
  misura: z.string().trim().max(200).nullish().transform((v) => v || null),
  url: z.string().trim().regex(/^https?:\/\/\S+$/).nullish().catch(null).transform((v) => v ?? null),
})

const isoDay = (value: string) => new Date(`${value.slice(0, 10)}T00:00:00Z`).toISOString()

/** The valid records of a source, newest first; a record that does not parse is an error for the whole list. */
export function parseAvvisi(records: unknown[]): { ok: true; list: SourcedAvviso[] } | { ok: false; error: string } {
  const list: SourcedAvviso[] = []
  for (const [i, record] of records.entries()) {
    const parsed = avvisoSchema.safeParse(record)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      return { ok: false, error: `avviso ${i + 1} non valido: ${issue?.path.join('.') || 'record'} (${issue?.message})` }
    }
    list.push({ ...parsed.data, startDate: isoDay(parsed.data.startDate), endDate: isoDay(parsed.data.endDate) })
  }
  return { ok: true, list: list.sort((a, b) => b.startDate.localeCompare(a.startDate)) }
}
