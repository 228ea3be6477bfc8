import type { Payload } from 'payload'
import { countStuckJobs, maxWaitMs, oldestDueJob } from '@/cms/jobs'
import { cms } from '@/content/cms'
import { runHealthChecks } from '@/ops/health'
// Registers the 'search' check (this instance's index).
import '@/integrations/search/health'
// Registers the 'fonti' check (chart sources and the avvisi source).
import '@/integrations/sources/health'

export const dynamic = 'force-dynamic'

const NO_STORE = { 'Cache-Control': 'no-store' }

/**
 * Jobs waiting or running (not completed, not failed for good); not ok when a job due to run has
 * waited longer than JOBS_MAX_WAIT_S, or a job is left "processing" past JOBS_STUCK_AFTER_S (no runner
 * is working the queue).
 */
async function jobQueue(payload: Payload) {
  if (!payload.collections['payload-jobs']) return undefined
  const { totalDocs } = await payload.count({
    collection: 'payload-jobs',
    where: { and: [{ completedAt: { exists: false } }, { hasError: { not_equals: true } }] },
  })
  const oldest = await oldestDueJob(payload)
  const oldestWaitS = oldest ? Math.round(oldest.waitedMs / 1000) : 0
  const stuck = await countStuckJobs(payload)
  return { ok: stuck === 0 && (!oldest || oldest.waitedMs <= maxWaitMs()), depth: totalDocs, oldestWaitS, stuck }
}

/**
 * For load balancers: 200 when the database answers (status "degraded" if a registered check,
 * e.g. the search index, is not ready), 503 when it does not.
 */
export async function GET() {
  const started = Date.now()
  let payload: Payload
  try {
    payload = await cms()
    await payload.count({ collection: 'pages' })
  } catch {
    return Response.json({ status: 'error', database: 'non raggiungibile' }, { status: 503, headers: NO_STORE })
  }
  const checks = await runHealthChecks()
  try {
    const jobs = await jobQueue(payload)
    if (jobs) checks.jobs = jobs
  } catch (error) {
    checks.jobs = { ok: false, error: error instanceof Error ? error.message : String(error) }
  }
  const degraded = Object.values(checks).some((c) => !c.ok)
  return Response.json(
    { status: degraded ? 'degraded' : 'ok', database: 'ok', checks, ms: Date.now() - started },
    { headers: NO_STORE },
  )
}
