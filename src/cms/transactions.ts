import type { Payload } from 'payload'
import { logJson } from '@/ops/log'

/** A transaction of the server open longer than this was left behind by a failed query (no request or job takes a minute). */
const MAX_OPEN_MS = 60_000
const CHECK_MS = 10_000

type Sessions = { sessions?: Record<string, unknown>; rollbackTransaction: (id: string) => Promise<void> }

/**
 * Payload's job runner writes a job in a transaction it commits only when the write succeeds
 * (payload/dist/queues/utilities/updateJob.js, 3.90.1): a failed write (the job's log insert
 * after a sibling deleted the finished job: `payload_jobs_log_parent_id_fk`) left the
 * transaction open, its PostgreSQL connection «idle in transaction (aborted)» and out of the pool
 * for good (issue 37, problem 1: 9–12 connections, requests unanswered). Every transaction the
 * adapter still holds after MAX_OPEN_MS is rolled back here, which returns its connection.
 */
function sweepOpenTransactions(payload: Payload, now: number, seen: Map<string, number>): Promise<string[]> {
  const db = payload.db as unknown as Sessions
  const open = Object.keys(db.sessions ?? {})
  for (const id of seen.keys()) if (!open.includes(id)) seen.delete(id)
  const stale = open.filter((id) => {
    if (!seen.has(id)) seen.set(id, now)
    return now - seen.get(id)! >= MAX_OPEN_MS
  })
  return Promise.all(
    stale.map(async (id) => {
      seen.delete(id)
      await db.rollbackTransaction(id).catch(() => undefined)
      logJson('error', 'transaction left open rolled back', { transaction: id, openForS: MAX_OPEN_MS / 1000 })
      return id
    }),
  )
}

export function startTransactionSweeper(payload: Payload): void {
  const seen = new Map<string, number>()
  setInterval(() => void sweepOpenTransactions(payload, Date.now(), seen), CHECK_MS).unref()
}
