/**
 * `npm run faq:import <file.csv|file.json>`: creates or updates the FAQs of an export of the
 * previous site (question, answer, category, legacy_id) and the old anchors that lead to them.
 * Re-importing the same file changes nothing; invalid rows are reported with their line.
 */
import fs from 'node:fs'
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { answerToRichText, parseFaqExport, type FaqRow } from '../content/faq-import'
import { pathFor } from '../content/paths'
import { lexicalText } from '../integrations/search/extract'
import { runImport, tally, tallyLine, upsertLegacy, type Tally } from './legacy-upsert'

type StoredFaq = { id: number; title?: string; category?: string; deletedAt?: string | null; body?: { blockType?: string; content?: unknown }[] | null }

function sameFaq(stored: StoredFaq, row: FaqRow): boolean {
  const body = stored.body ?? []
  return (
    !stored.deletedAt &&
    stored.title === row.question &&
    stored.category === row.category &&
    body.length === 1 &&
    body[0]?.blockType === 'richText' &&
    lexicalText(body[0].content) === lexicalText(answerToRichText(row.answer))
  )
}

/** The FAQ by slug (a trashed one comes back), published. */
async function upsertFaq(payload: Payload, row: FaqRow, count: Tally): Promise<void> {
  const { docs } = await payload.find({ collection: 'faqs', where: { slug: { equals: row.slug } }, trash: true, limit: 1, depth: 0 })
  const stored = docs[0] as StoredFaq | undefined
  const data = {
    title: row.question,
    slug: row.slug,
    category: row.category,
    body: [{ blockType: 'richText' as const, content: answerToRichText(row.answer) as never }],
    _status: 'published' as const,
  }
  if (!stored) {
    await payload.create({ collection: 'faqs', data })
    count.creati++
  } else if (sameFaq(stored, row)) count.invariati++
  else {
    await payload.update({ collection: 'faqs', id: stored.id, trash: true, data: { ...data, deletedAt: null } })
    count.aggiornati++
  }
}

async function main(file: string | undefined): Promise<number> {
  if (!file || !fs.existsSync(file)) {
    console.error('Uso: npm run faq:import <file.csv|file.json> (colonne question, answer, category, legacy_id)')
    return 2
  }
  const { rows, errors } = parseFaqExport(fs.readFileSync(file, 'utf8'))
  for (const e of errors) console.error(`${e.where}: ${e.message}`)
  const payload = await getPayload({ config })
  const faqs = tally()
  const anchors = tally()
  for (const row of rows) {
    await upsertFaq(payload, row, faqs)
    for (const id of row.legacyIds) await upsertLegacy(payload, id, pathFor('faqs', row), anchors)
  }
  console.log(`${tallyLine(faqs, 'Domande frequenti')}. ${tallyLine(anchors, 'Reindirizzamenti')}. ${errors.length} righe non valide.`)
  return errors.length ? 1 : 0
}

runImport(() => main(process.argv[2]))
