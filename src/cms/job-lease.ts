import { randomBytes } from 'node:crypto'
import { hostname } from 'node:os'
import { sql } from '@payloadcms/db-postgres'
import type { Payload, Where } from 'payload'
import { env, port, positive } from './env'

/**
 * Jobs owned by one instance (issue 37, problem 1). Payload's runner claims a job by setting
 * `processing`, with no owner: a restarting instance could not tell its dead life's jobs from a
 * sibling's live ones, requeued both, and two instances ran the same job. Here each claim records
 * the instance (`owner`) and a lease (`leaseUntil`) that the owner renews while it runs the job;
 * a job goes back to the queue only when its owner's lease has expired (the owner is gone or
 * stalled), or at once when its owner was this instance's previous life (same host and port).
 */
const LEASE_MS = 30_000
export const HEARTBEAT_MS = 5_000

/**
 * This host and port: the same across restarts of one instance (a port serves one process at a
 * time). Only when PORT is set (the unit, the image): `next start -p` alone does not set it, and
 * two instances of one host must never take each other for a previous life.
 */
const place = () => (env().PORT ? `${hostname()}:${port()}` : `${hostname()}:pid${process.pid}`)
const KEY = Symbol.for('sito.jobs.instance')
const root = globalThis as typeof globalThis & { [KEY]?: string }
/** This process: its place and a random life id. */
export function instanceId(): string {
  root[KEY] ??= `${place()}/${randomBytes(4).toString('hex')}`
  return root[KEY]
}

type Db = { execute: (args: { drizzle: unknown; sql: unknown }) => Promise<unknown>; drizzle: unknown }
type Rows = { rows?: { id: number | string }[] }

/** One statement on either engine (drizzle's `sql` template: values are bound, never spliced). */
async function run(payload: Payload, statement: ReturnType<typeof sql>): Promise<(number | string)[]> {
  const db = payload.db as unknown as Db
  const result = (await db.execute({ drizzle: db.drizzle, sql: statement })) as Rows
  return (result.rows ?? []).map((row) => row.id)
}

const iso = (ms: number) => new Date(ms).toISOString()

/**
 * Claims up to `limit` due jobs of the default queue for this instance, in one statement: two
 * instances polling at once never get the same job (PostgreSQL re-checks `processing = false` on
 * a row another claim has just updated; SQLite has one writer).
 */
export async function claimDueJobs(payload: Payload, limit: number, now = Date.now()): Promise<(number | string)[]> {
  const at = iso(now)
  return run(
    payload,
    sql`UPDATE payload_jobs SET processing = true, owner = ${instanceId()}, lease_until = ${iso(now + LEASE_MS)}, updated_at = ${at}
      WHERE processing = false AND id IN (
        SELECT id FROM payload_jobs
        WHERE completed_at IS NULL AND (has_error IS NULL OR has_error = false) AND processing = false
          AND (wait_until IS NULL OR wait_until < ${at}) AND (queue IS NULL OR queue = 'default')
        ORDER BY created_at LIMIT ${limit})
      RETURNING id`,
  )
}

/** Renews this instance's lease on the jobs it runs; returns the ids still held. */
export async function renewLeases(payload: Payload, now = Date.now()): Promise<(number | string)[]> {
  return run(payload, sql`UPDATE payload_jobs SET lease_until = ${iso(now + LEASE_MS)} WHERE owner = ${instanceId()} AND processing = true RETURNING id`)
}

/**
 * Jobs whose owner is gone: a lease expired, a lease held by this instance's previous life (its
 * place, another life) at start, or, for a claim made without a lease (an amministratore's run
 * through the API), processing longer than JOBS_STUCK_AFTER_S.
 */
export function abandoned(now: number, atStart = false): Where {
  const stuckAfter = positive(env().JOBS_STUCK_AFTER_S, 120) * 1000
  const gone: Where[] = [
    { and: [{ leaseUntil: { exists: true } }, { leaseUntil: { less_than: iso(now) } }] },
    { and: [{ leaseUntil: { exists: false } }, { updatedAt: { less_than: iso(now - stuckAfter) } }] },
  ]
  if (atStart) gone.push({ and: [{ owner: { like: `${place()}/` } }, { owner: { not_equals: instanceId() } }] })
  return { and: [{ processing: { equals: true } }, { or: gone }] }
}

/** This instance's own jobs back to the queue (a graceful stop, after its runs have ended or timed out). */
export async function releaseOwnJobs(payload: Payload): Promise<(number | string)[]> {
  return run(payload, sql`UPDATE payload_jobs SET processing = false, owner = NULL, lease_until = NULL WHERE owner = ${instanceId()} AND processing = true RETURNING id`)
}
