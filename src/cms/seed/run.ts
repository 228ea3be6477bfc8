/**
 * CLI: `npm run seed` writes the demo content; `npm run seed -- --if-empty` only
 * when the pages collection is empty (first start). In production (NODE_ENV=production) it
 * does nothing unless asked with `--demo`, and then the demo editor gets DEMO_EDITOR_PASSWORD
 * or a generated password, printed once (never the development one).
 */
import { randomBytes } from 'node:crypto'
import { getPayload } from 'payload'
import config from '@payload-config'
import { env, isProduction } from '../env'
import { DEMO_PASSWORD } from '../hooks/editor-accounts'
import { seed, seedIfEmpty, type SeedOptions, type SeedReport } from './index'

const NOT_ASKED = 'Produzione: contenuti dimostrativi e account di redazione non caricati (per una demo: npm run seed -- --demo).'

function summary(report: SeedReport): string {
  const lines = Object.entries(report.counts).map(([collection, total]) => {
    const o = report.outcomes[collection] ?? { creati: 0, aggiornati: 0, invariati: 0 }
    return `  ${collection.padEnd(18)} totale ${String(total).padStart(3)}  (creati ${o.creati}, aggiornati ${o.aggiornati}, invariati ${o.invariati})`
  })
  return ['Contenuti dimostrativi caricati:', ...lines].join('\n')
}

function options(): SeedOptions {
  if (!isProduction()) return { editorPassword: DEMO_PASSWORD }
  return { editorPassword: env().DEMO_EDITOR_PASSWORD || randomBytes(12).toString('base64url') }
}

function editorLine(editor: SeedReport['editor']): string {
  if (!editor) return ''
  return `\nAccount di redazione dimostrativo creato: ${editor.email} / ${editor.password}\n(la password non sarà mostrata di nuovo; per cambiarla: npm run editor -- ${editor.email})`
}

async function main(): Promise<void> {
  if (isProduction() && !process.argv.includes('--demo')) return console.log(NOT_ASKED)
  const onlyIfEmpty = process.argv.includes('--if-empty')
  const payload = await getPayload({ config })
  const report = onlyIfEmpty ? await seedIfEmpty(payload, options()) : await seed(payload, options())
  console.log(report ? summary(report) + editorLine(report.editor) : 'Il database contiene già delle pagine: seed non eseguito (--if-empty).')
}

function hint(error: unknown): string {
  const text = `${String(error)} ${String((error as { cause?: unknown })?.cause ?? '')}`
  return /no such table|does not exist|Failed query/i.test(text)
    ? '\nIl database non sembra aggiornato: esegui prima `npm run migrate` con lo stesso DATA_DIR/DATABASE_URL.'
    : ''
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('Seed non riuscito:', error instanceof Error ? error.stack ?? error.message : error, hint(error))
    process.exit(1)
  },
)
