import { createHash, timingSafeEqual } from 'node:crypto'
import type { Payload } from 'payload'
import { countStuckJobs, maxWaitMs, oldestDueJob } from '@/cms/jobs'
import { hasRole } from '@/cms/collections/access'
import { healthToken } from '@/cms/env'
import { pendingMigrations } from '@/cms/migration-state'
import { cms } from '@/content/cms'
import { type HealthResult, runHealthChecks } from '@/ops/health'
import { UNTRUSTED_PROXY_MESSAGE, untrustedForwarding } from '@/ops/proxy-trust'
// Registers the 'search' check (this instance's index).
import '@/integrations/search/health'
// Registers the 'fonti' check (chart sources and the avvisi source).
import '@/integrations/sources/health'

export const NO_STORE = { 'Cache-Control': 'no-store' }

/** What a readiness probe waits for: without any of these the instance must not take traffic. */
const READY_NEEDS = ['database', 'migrations', 'search'] as const

export type HealthReport = {
  status: 'ok' | 'degraded' | 'error'
  ready: boolean
  database: 'ok' | 'non raggiungibile'
  checks: Record<string, HealthResult>
  ms: number
}

/**
 * Jobs waiting or running (not completed, not failed for good); not ok when a job due to run has
 * waited longer than JOBS_MAX_WAIT_S, or a job is left "processing" past JOBS_STUCK_AFTER_S (no runner
 * is working the queue).
 */
async function jobQueue(payload: Payload): Promise<HealthResult | undefined> {
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

const failure = (error: unknown): HealthResult => ({ ok: false, error: error instanceof Error ? error.message : String(error) })

function proxyCheck(): HealthResult {
  const seen = untrustedForwarding()
  return seen ? { ok: false, error: UNTRUSTED_PROXY_MESSAGE, ...seen } : { ok: true }
}

async function databaseChecks(payload: Payload, checks: Record<string, HealthResult>): Promise<void> {
  const pending = await pendingMigrations(payload)
  checks.migrations = pending.length ? { ok: false, pending, error: 'Schema indietro: eseguire «npm run migrate».' } : { ok: true }
  try {
    const jobs = await jobQueue(payload)
    if (jobs) checks.jobs = jobs
  } catch (error) {
    checks.jobs = failure(error)
  }
}

/** Every check of this instance: database, schema, search index, job queue, data sources, proxy trust. */
export async function healthReport(): Promise<HealthReport> {
  const started = Date.now()
  const checks: Record<string, HealthResult> = {}
  try {
    const payload = await cms()
    await payload.count({ collection: 'pages' })
    checks.database = { ok: true }
    await databaseChecks(payload, checks)
  } catch {
    checks.database = { ok: false, error: 'non raggiungibile' }
  }
  if (checks.database.ok) Object.assign(checks, await runHealthChecks())
  checks.proxy = proxyCheck()
  const ready = READY_NEEDS.every((name) => checks[name]?.ok)
  const degraded = Object.values(checks).some((c) => !c.ok)
  const status = !checks.database.ok ? 'error' : degraded ? 'degraded' : 'ok'
  return { status, ready, database: checks.database.ok ? 'ok' : 'non raggiungibile', checks, ms: Date.now() - started }
}

const digest = (value: string) => createHash('sha256').update(value).digest()

/** The details are for amministratori (a CMS session) or monitoring (Authorization: Bearer HEALTH_TOKEN). */
export async function mayReadDetails(request: Request): Promise<boolean> {
  const token = healthToken()
  const given = request.headers.get('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1]
  if (token && given) return timingSafeEqual(digest(given), digest(token))
  if (!request.headers.get('cookie')?.includes('payload-token') && !/^JWT\s/i.test(request.headers.get('authorization') ?? '')) return false
  try {
    const { user } = await (await cms()).auth({ headers: request.headers })
    return hasRole(user, 'amministratore')
  } catch {
    return false
  }
}
