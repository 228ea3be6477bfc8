/**
 * `npm run redirects:import <file.tsv>`: upserts the legacy FAQ anchors (columns
 * legacy_id, target, with a header line); invalid rows are reported by line number.
 */
import fs from 'node:fs'
import config from '@payload-config'
import { getPayload } from 'payload'
import { parseLegacyTsv } from '../content/legacy-redirects'
import { runImport, tally, tallyLine, upsertLegacy } from './legacy-upsert'

async function main(file: string | undefined): Promise<number> {
  if (!file || !fs.existsSync(file)) {
    console.error('Uso: npm run redirects:import <file.tsv>')
    return 2
  }
  const { rows, errors } = parseLegacyTsv(fs.readFileSync(file, 'utf8'))
  for (const e of errors) console.error(`riga ${e.line}: ${e.message}`)
  const payload = await getPayload({ config })
  const anchors = tally()
  for (const row of rows) await upsertLegacy(payload, row.legacyId, row.target, anchors)
  console.log(`${tallyLine(anchors, 'Reindirizzamenti')}, ${errors.length} righe non valide.`)
  return errors.length ? 1 : 0
}

runImport(() => main(process.argv[2]))
