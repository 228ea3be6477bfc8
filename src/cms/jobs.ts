import { Forbidden, type CollectionBeforeOperationHook, type JobsConfig, type Payload, type PayloadRequest, type Where } from 'payload'
import { syncOpenDataTask } from '@/open-data/sync/task'
import { forwardSupportRequestTask, requeueUnconfigured } from '@/integrations/salesforce/task'
import { sendNewsletterIssueTask } from '@/forms/newsletter/send-task'
import { alertOpenedAvvisoTask } from '@/forms/newsletter/avviso-alerts'
import { admins, hasRole } from './collections/access'
import { env, isBuildPhase, positive } from './env'

const adminOnly = ({ req }: { req: PayloadRequest }) => hasRole(req.user, 'amministratore')

/**
 * Payload's `schedule-publish` server function cancels a scheduled publishing for any editor
 * signed in to the admin (a local-API delete, access not checked): cancelling is for the roles
 * that publish. The runner removes finished jobs without a signed-in user.
 */
const cancelOnlyByPublishers: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if ((operation === 'delete' || operation === 'deleteByID') && req.user && !hasRole(req.user, 'caporedattore')) throw new Forbidden(req.t)
  return args
}

/** Every queue the Next server process runs by itself, every few seconds. */
const autoRunQueues = [{ queue: 'default', cron: env().JOBS_AUTORUN_CRON || '*/3 * * * * *', limit: 10 }]

/**
 * Background work (Payload jobs queue). Add tasks here; scheduled publishing (Payload's
 * schedulePublish task on the nine editorial collections) uses the same default queue and runner. Tests and one-off runners set JOBS_AUTORUN=0 to keep the process quiet.
 */
export const jobs: JobsConfig = {
  tasks: [forwardSupportRequestTask, syncOpenDataTask, sendNewsletterIssueTask, alertOpenedAvvisoTask],
  // Through the REST/admin API only the amministratore runs, queues or cancels jobs (scheduled
  // publishing is queued by Payload itself and runs with the scheduling editor's rights).
  access: { run: adminOnly, queue: adminOnly, cancel: adminOnly },
  // Called once, when the process that runs jobs starts (never during next build): the moment
  // to pick up support requests that waited for the Salesforce configuration.
  autoRun: (payload) => {
    if (env().JOBS_AUTORUN === '0') return []
    requeueUnconfigured(payload).catch(() => payload.logger.error('Richieste di assistenza non configurate: nuovo accodamento non riuscito'))
    return autoRunQueues
  },
  shouldAutoRun: () => env().JOBS_AUTORUN !== '0' && !isBuildPhase(),
  jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
    ...defaultJobsCollection,
    labels: { singular: 'Attività in coda', plural: 'Attività in coda' },
    access: { ...defaultJobsCollection.access, read: admins },
    hooks: { ...defaultJobsCollection.hooks, beforeOperation: [...(defaultJobsCollection.hooks?.beforeOperation ?? []), cancelOnlyByPublishers] },
    admin: { ...defaultJobsCollection.admin, group: 'Impostazioni', hidden: ({ user }) => !hasRole(user, 'amministratore') },
  }),
}

const seconds = (name: 'JOBS_STUCK_AFTER_S' | 'JOBS_MAX_WAIT_S', fallback: number) => positive(env()[name], fallback) * 1000

/** A job "processing" longer than this was left by a process that died (the Salesforce post times out at 15 s). */
export const stuckAfterMs = () => seconds('JOBS_STUCK_AFTER_S', 120)
/** /api/health reports "degraded" when a job due to run has waited longer than this. */
export const maxWaitMs = () => seconds('JOBS_MAX_WAIT_S', 180)

/**
 * Jobs left "processing" by a process killed mid-run are never picked up again by Payload's runner:
 * they go back to the queue, as a new attempt (the Salesforce task keys its single post on the attempt).
 * Run by every instance every few seconds; an update matches only a job still stuck, so two
 * instances releasing at once do no harm.
 */
const stuckSince = (now: number, afterMs = stuckAfterMs()): Where[] => [{ processing: { equals: true } }, { updatedAt: { less_than: new Date(now - afterMs).toISOString() } }]

/** Jobs left "processing" past the timeout (none while a runner sweeps them back). */
export async function countStuckJobs(payload: Payload, now = Date.now()): Promise<number> {
  return (await payload.count({ collection: 'payload-jobs', where: { and: stuckSince(now) }, overrideAccess: true })).totalDocs
}

/**
 * `startedAt`: at a process's start, every job "processing" since before it was claimed by a process
 * that is gone (this instance's previous life, killed) or by a sibling instance still posting: both go
 * back to the queue at once, so a restart resumes within seconds, not after JOBS_STUCK_AFTER_S. A
 * sibling's job run twice posts twice: the Salesforce task's External ID keeps one case.
 */
export async function releaseStuckJobs(payload: Payload, now = Date.now(), startedAt?: number): Promise<number> {
  const stuckNow = startedAt === undefined ? stuckSince(now) : stuckSince(startedAt, 0)
  const stuck: Where = { and: stuckNow }
  const { docs } = await payload.find({ collection: 'payload-jobs', where: stuck, limit: 100, depth: 0, overrideAccess: true })
  for (const job of docs) {
    await payload.update({
      collection: 'payload-jobs',
      where: { and: [{ id: { equals: job.id } }, ...stuckNow] },
      data: { processing: false, totalTried: (job.totalTried ?? 0) + 1 },
      overrideAccess: true,
      depth: 0,
    })
  }
  if (docs.length) payload.logger.warn({ jobs: docs.map((j) => j.id) }, 'Attività bloccate in esecuzione rimesse in coda')
  return docs.length
}

/** The oldest job that should have run by now (due, not running, not finished or failed for good), or null. */
export async function oldestDueJob(payload: Payload, now = Date.now()): Promise<{ id: number | string; waitedMs: number } | null> {
  const due = new Date(now).toISOString()
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
        { processing: { not_equals: true } },
        { or: [{ waitUntil: { exists: false } }, { waitUntil: { less_than_equal: due } }] },
      ],
    },
    sort: 'createdAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const job = docs[0]
  if (!job) return null
  const since = Math.max(Date.parse(job.createdAt), job.waitUntil ? Date.parse(job.waitUntil) : 0)
  return { id: job.id, waitedMs: now - since }
}
