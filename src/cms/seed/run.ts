/**
 * CLI: `npm run seed` writes the demo content; `npm run seed -- --if-empty` only
 * when the pages collection is empty (first start).
 */
import { getPayload } from 'payload'
import config from '@payload-config'
import { seed, seedIfEmpty, type SeedReport } from './index'

function summary(report: SeedReport): string {
  const lines = Object.entries(report.counts).map(([collection, total]) => {
    const o = report.outcomes[collection] ?? { creati: 0, aggiornati: 0, invariati: 0 }
    return `  ${collection.padEnd(18)} totale ${String(total).padStart(3)}  (creati ${o.creati}, aggiornati ${o.aggiornati}, invariati ${o.invariati})`
  })
  return ['Contenuti dimostrativi caricati:', ...lines].join('\n')
}

async function main(): Promise<void> {
  const onlyIfEmpty = process.argv.includes('--if-empty')
  const payload = await getPayload({ config })
  const report = onlyIfEmpty ? await seedIfEmpty(payload) : await seed(payload)
  console.log(report ? summary(report) : 'Il database contiene già delle pagine: seed non eseguito (--if-empty).')
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
