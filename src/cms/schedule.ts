import { APIError, type Payload, type TypedUser } from 'payload'
import { formatDateTime } from '@/content/dates'
import { hasRole } from '@/content/roles'
import { scheduleFailedEmail } from '@/content/review'
import { siteUrl } from './env'
import { recordScheduledReview, sendEditorialEmail } from './hooks/review'

/**
 * Scheduled publishing (Payload's `schedulePublish` jobs) only for those who publish (issue 38,
 * problem 3): refused when queued, whichever way (the admin's server function, the local API);
 * the document's pending list never a 500 for a redattore; a job refused when due stays listed
 * with its reason, and whoever scheduled it gets an email.
 */

const NOT_A_PUBLISHER = 'Solo un caporedattore può programmare la pubblicazione o il ritiro di un contenuto.'
const NOT_A_PUBLISHER_CANCEL = 'Solo un caporedattore può annullare una pubblicazione programmata.'

type Ref = { relationTo?: string; value?: unknown }
type ScheduleInput = { type?: 'publish' | 'unpublish'; doc?: Ref; user?: Ref }
type Job = { id: number | string; input?: ScheduleInput; waitUntil?: string; hasError?: boolean; error?: { message?: string } | null; completedAt?: string | null; log?: { state?: string; error?: { message?: string } }[] | null }

const idOf = (value: unknown) => (value && typeof value === 'object' ? (value as { id?: unknown }).id : value)

/** The account a schedulePublish job runs as (Payload stores who scheduled it), when it may not publish: the refusal. */
async function refusalFor(payload: Payload, input: ScheduleInput | undefined): Promise<string | null> {
  const userId = idOf(input?.user?.value) as number | string | undefined
  // Jobs queued by the system itself (no account) stay allowed.
  if (userId == null) return null
  const user = await payload.findByID({ collection: 'users', id: userId, depth: 0, overrideAccess: true, disableErrors: true })
  return hasRole(user ? { ...user, collection: 'users' } : null, 'caporedattore') ? null : NOT_A_PUBLISHER
}

/** What a refused job says: the message of the hook that refused it (Payload keeps it on the job). */
function refusalOf(job: Job): string {
  const failed = [...(job.log ?? [])].reverse().find((l) => l.state === 'failed')
  return job.error?.message || failed?.error?.message || 'motivo non registrato'
}

type PendingSchedule = { id: number | string; input: { type: 'publish' | 'unpublish' }; waitUntil: string; refused?: string }

/**
 * The document's schedules as «Programmazioni in attesa» lists them: those still to run and those
 * refused when due (until someone removes them), for every editor who can read the document.
 */
async function pendingSchedules(payload: Payload, args: { id?: number | string; collectionSlug?: string }): Promise<PendingSchedule[]> {
  if (args.id == null || !args.collectionSlug) return []
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: 'schedulePublish' } },
        { 'input.doc.value': { equals: String(args.id) } },
        { 'input.doc.relationTo': { equals: args.collectionSlug } },
        { or: [{ waitUntil: { greater_than: new Date().toISOString() } }, { hasError: { equals: true } }] },
      ],
    },
    sort: 'waitUntil',
    limit: 50,
    depth: 0,
    overrideAccess: true,
  })
  return (docs as unknown as Job[]).map((job) => ({
    id: job.id,
    input: { type: job.input?.type === 'unpublish' ? 'unpublish' : 'publish' },
    waitUntil: String(job.waitUntil),
    ...(job.hasError ? { refused: refusalOf(job) } : {}),
  }))
}

/**
 * Payload's own `schedule-publish` and `get-upcoming-scheduled-publish` server functions, checked
 * first (src/app/(payload)/layout.tsx): an editor who cannot publish is told so in Italian instead
 * of «Successo» (or a 500), and the pending list includes the refused jobs. `null`: let Payload answer.
 */
export async function scheduleServerFunction(payload: Payload, user: TypedUser | null, name: string, args: Record<string, unknown>): Promise<unknown> {
  if (name === 'get-upcoming-scheduled-publish' && user) return pendingSchedules(payload, args as { id?: number | string; collectionSlug?: string })
  if (name !== 'schedule-publish' || !user) return null
  if (hasRole(user, 'caporedattore')) return null
  return { error: args.deleteID != null ? NOT_A_PUBLISHER_CANCEL : NOT_A_PUBLISHER }
}

/**
 * Payload's scheduling, checked where every way in meets (its local API's `jobs.queue` and its
 * schedulePublish task, both built by Payload itself, so wrapped at start): a job for an account that
 * cannot publish is refused when queued; a publication scheduled for a document under review closes
 * the review («Pubblicazione programmata», the redattore is told); a job that fails when due emails
 * whoever scheduled it with the reason, then fails as before (and stays in the document's list).
 */
export function guardScheduling(payload: Payload): void {
  const jobs = payload.jobs as typeof payload.jobs & { sito?: boolean }
  if (jobs.sito) return
  const queue = jobs.queue.bind(jobs)
  jobs.queue = (async (args: Parameters<typeof queue>[0]) => {
    const scheduling = 'task' in args && args.task === 'schedulePublish'
    const input = (args as { input?: ScheduleInput }).input
    if (scheduling) {
      const refused = await refusalFor(payload, input)
      if (refused) throw new APIError(refused, 403, undefined, true)
    }
    const job = await queue(args)
    if (scheduling && input?.type !== 'unpublish') await recordScheduledReview(payload, input ?? {}, (args as { waitUntil?: Date }).waitUntil)
    return job
  }) as typeof queue
  jobs.sito = true
  const task = payload.config.jobs?.tasks?.find((t) => t.slug === 'schedulePublish')
  if (!task || typeof task.handler !== 'function') return
  const run = task.handler
  task.handler = (async (args: Parameters<typeof run>[0]) => {
    try {
      return await run(args)
    } catch (error) {
      await emailScheduler(args.req.payload, args.input as ScheduleInput, error).catch(() => undefined)
      throw error
    }
  }) as typeof run
}

async function emailScheduler(payload: Payload, input: ScheduleInput, error: unknown) {
  const userId = idOf(input.user?.value) as number | string | undefined
  const doc = input.doc
  const docId = idOf(doc?.value) as number | string | undefined
  if (userId == null || !doc?.relationTo || docId == null) return
  const user = await payload.findByID({ collection: 'users', id: userId, depth: 0, overrideAccess: true, disableErrors: true })
  if (!user?.email) return
  const target = (await payload.findByID({ collection: doc.relationTo as 'pages', id: docId, depth: 0, draft: true, overrideAccess: true, disableErrors: true })) as { title?: string; name?: string } | null
  const mail = scheduleFailedEmail({
    title: target?.title ?? target?.name ?? String(docId),
    kind: input.type === 'unpublish' ? 'unpublish' : 'publish',
    reason: error instanceof Error ? error.message : String(error),
    when: formatDateTime(new Date()),
    link: `${siteUrl()}/admin/collections/${doc.relationTo}/${docId}`,
  })
  await sendEditorialEmail(payload, [user.email], mail)
}
