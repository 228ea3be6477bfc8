import { headers } from 'next/headers'
import { z } from '@/forms/shared/zod'
import { createLocalReq } from 'payload'
import { SYNCED_COLLECTIONS } from '@/open-data/sync/sync'
import { SYNC_NOW_QUEUE, SYNC_REPORT } from '@/open-data/sync/task'
import { cms } from '@/content/cms'
import { guarded } from '@/ops/http/guarded'
import { logJson } from '@/ops/log'
import { readJsonBody, reject } from '@/ops/http/json'

export const dynamic = 'force-dynamic'

const target = z.strictObject({
  collection: z.enum(SYNCED_COLLECTIONS, { error: 'Raccolta non valida' }),
  id: z.union([z.number().int().positive(), z.string().regex(/^[0-9a-f-]{1,40}$/i)], { error: 'Documento non valido' }),
})

/**
 * «Aggiorna ora» in the admin: a signed-in editor queues the open data sync of one record (its
 * latest version: the draft being written, if any) on Payload's jobs queue and runs that job at
 * once; answers what it found and whether it read the draft or the published version.
 */
export async function POST(request: Request) {
  return guarded('open-data/sync', async () => {
    const payload = await cms()
    const { user } = await payload.auth({ headers: await headers() })
    if (!user) return reject(401, 'Accedi alla redazione per aggiornare i dati.')
    const body = await readJsonBody(request)
    if (!body.ok) return body.response
    const parsed = target.safeParse(body.data)
    if (!parsed.success) return reject(400, parsed.error.issues[0]?.message ?? 'Richiesta non valida')
    const input = { collection: parsed.data.collection, id: String(parsed.data.id) }
    const req = await createLocalReq({ user }, payload)
    const job = await payload.jobs.queue({ task: 'syncOpenData', input, queue: SYNC_NOW_QUEUE, req })
    const run = await payload.jobs.runByID({ id: job.id, req })
    const report = req.context[SYNC_REPORT] ?? null
    if (!report) logJson('error', 'open data sync not run', { job: job.id, result: run.jobStatus?.[job.id]?.status ?? 'non eseguito' })
    const latest = await payload.findByID({ collection: input.collection, id: input.id, draft: true, depth: 0, overrideAccess: true, disableErrors: true })
    const readFrom = latest?._status === 'draft' ? 'bozza' : 'pubblicata'
    return Response.json({ ok: report !== null, job: job.id, report, readFrom }, { headers: { 'Cache-Control': 'no-store' } })
  })
}
