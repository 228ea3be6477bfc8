import { Forbidden, type CollectionBeforeOperationHook, type Field, type JobsConfig, type Payload, type PayloadRequest } from 'payload'
import { syncOpenDataTask } from '@/open-data/sync/task'
import { forwardSupportRequestTask, requeueUnconfigured } from '@/integrations/salesforce/task'
import { sendNewsletterIssueTask } from '@/forms/newsletter/send-task'
import { alertOpenedAvvisoTask } from '@/forms/newsletter/avviso-alerts'
import { admins, hasRole } from './collections/access'
import { abandoned } from './job-lease'
import { env, positive } from './env'

/** Who runs a job and until when it is theirs (src/cms/job-lease.ts): written by the claim, never in the admin. */
const leaseFields: Field[] = [
  { name: 'owner', type: 'text', label: 'Istanza che la esegue', index: true, admin: { readOnly: true } },
  { name: 'leaseUntil', type: 'date', label: 'Assegnata fino a', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
]

const adminOnly = ({ req }: { req: PayloadRequest }) => hasRole(req.user, 'amministratore')

/**
 * Payload's `schedule-publish` server function cancels a scheduled publishing for any editor
 * signed in to the admin (a local-API delete, access not checked): cancelling is for the roles
 * that publish. The runner removes finished jobs without a signed-in user.
 *
 * At every start Payload 3.90 warns that this «beforeOperation hook … will not run unless the
 * jobs.runHooks option is set to true» (payload/dist/config/sanitize.js, for any hook added through
 * jobsCollectionOverrides). The warning is about the queue's own writes (queueing, claiming,
 * updating and deleting a job from the runner), which go to the database adapter without hooks
 * unless runHooks; a delete through `payload.delete` (the server function above, the REST API)
 * is an ordinary collection operation and runs it. runHooks stays off (every runner write would
 * run the collection's hooks); jobs.test.ts proves the refusal on a real database.
 */
const cancelOnlyByPublishers: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if ((operation === 'delete' || operation === 'deleteByID') && req.user && !hasRole(req.user, 'caporedattore')) throw new Forbidden(req.t)
  return args
}

/** The queue whose schedules Payload's cron keeps (the jobs themselves: src/cms/job-runner.ts). */
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
  // Payload's cron queues the scheduled tasks (open data sync) but runs no job: its claim records
  // no owner. src/cms/job-runner.ts claims due jobs with a lease (src/cms/job-lease.ts) and runs them.
  shouldAutoRun: () => false,
  jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
    ...defaultJobsCollection,
    labels: { singular: 'Attività in coda', plural: 'Attività in coda' },
    access: { ...defaultJobsCollection.access, read: admins },
    fields: [...defaultJobsCollection.fields, ...leaseFields],
    hooks: { ...defaultJobsCollection.hooks, beforeOperation: [...(defaultJobsCollection.hooks?.beforeOperation ?? []), cancelOnlyByPublishers] },
    admin: { ...defaultJobsCollection.admin, group: 'Impostazioni', hidden: ({ user }) => !hasRole(user, 'amministratore') },
  }),
}

/** /api/health reports "degraded" when a job due to run has waited longer than this. */
export const maxWaitMs = () => positive(env().JOBS_MAX_WAIT_S, 180) * 1000

/** Jobs "processing" whose owner is gone (src/cms/job-lease.ts; none while a runner sweeps them back). */
export async function countStuckJobs(payload: Payload, now = Date.now()): Promise<number> {
  return (await payload.count({ collection: 'payload-jobs', where: abandoned(now), overrideAccess: true })).totalDocs
}

/**
 * Jobs whose owner is gone go back to the queue, as a new attempt (the Salesforce task keys its
 * single post on the attempt). Run by every instance at start (`atStart`: also its previous life's
 * jobs, at once) and every few seconds; an update matches only a job still abandoned, so two
 * instances releasing at once do no harm, and a sibling's running job (its lease renewed) is never touched.
 */
export async function releaseStuckJobs(payload: Payload, now = Date.now(), atStart = false): Promise<number> {
  const where = abandoned(now, atStart)
  const { docs } = await payload.find({ collection: 'payload-jobs', where, limit: 100, depth: 0, overrideAccess: true })
  for (const job of docs) {
    await payload.update({
      collection: 'payload-jobs',
      where: { and: [{ id: { equals: job.id } }, where] },
      data: { processing: false, owner: null, leaseUntil: null, totalTried: (job.totalTried ?? 0) + 1 },
      overrideAccess: true,
      depth: 0,
    })
  }
  if (docs.length) payload.logger.warn({ jobs: docs.map((j) => j.id), owners: docs.map((j) => j.owner ?? null) }, 'Attività di istanze non più attive rimesse in coda')
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
