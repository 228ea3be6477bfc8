import type { Payload } from 'payload'

/** What an import did to one collection, for its summary line. */
export type Tally = { creati: number; aggiornati: number; invariati: number }
export const tally = (): Tally => ({ creati: 0, aggiornati: 0, invariati: 0 })
export const tallyLine = (t: Tally, what: string) => `${what}: ${t.creati} creati, ${t.aggiornati} aggiornati, ${t.invariati} invariati`

/** One old FAQ anchor and where it leads: created, updated or left as it is (both imports). */
export async function upsertLegacy(payload: Payload, legacyId: string, target: string, count: Tally): Promise<void> {
  const { docs } = await payload.find({ collection: 'legacyRedirects', where: { legacyId: { equals: legacyId } }, limit: 1, depth: 0 })
  if (!docs[0]) {
    await payload.create({ collection: 'legacyRedirects', data: { legacyId, target } })
    count.creati++
  } else if (docs[0].target === target) count.invariati++
  else {
    await payload.update({ collection: 'legacyRedirects', id: docs[0].id, data: { legacyId, target } })
    count.aggiornati++
  }
}

/** Runs an import command: its exit code, or 1 with the reason when it throws. */
export function runImport(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error('Import non riuscito:', error instanceof Error ? error.message : error)
      process.exit(1)
    },
  )
}
