/**
 * `npm run redirects:import <file.tsv>`: upserts the legacy FAQ anchors (columns
 * legacy_id, target, with a header line); invalid rows are reported by line number.
 */
import fs from 'node:fs'
import config from '@payload-config'
import { getPayload } from 'payload'
import { parseLegacyTsv } from '../content/legacy-redirects'

async function main(file: string | undefined): Promise<number> {
  if (!file || !fs.existsSync(file)) {
    console.error('Uso: npm run redirects:import <file.tsv>')
    return 2
  }
  const { rows, errors } = parseLegacyTsv(fs.readFileSync(file, 'utf8'))
  for (const e of errors) console.error(`riga ${e.line}: ${e.message}`)
  const payload = await getPayload({ config })
  let created = 0
  let updated = 0
  for (const row of rows) {
    const data = { legacyId: row.legacyId, target: row.target }
    const { docs } = await payload.find({ collection: 'legacyRedirects', where: { legacyId: { equals: row.legacyId } }, limit: 1, depth: 0 })
    if (!docs[0]) {
      await payload.create({ collection: 'legacyRedirects', data })
      created++
    } else if (docs[0].target !== row.target) {
      await payload.update({ collection: 'legacyRedirects', id: docs[0].id, data })
      updated++
    }
  }
  console.log(`Reindirizzamenti: ${created} creati, ${updated} aggiornati, ${rows.length - created - updated} invariati, ${errors.length} righe non valide.`)
  return errors.length ? 1 : 0
}

main(process.argv[2]).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('Import non riuscito:', error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
