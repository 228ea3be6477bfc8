import type { Payload, TaskConfig } from 'payload'
import { type ConfigResult, salesforceConfigFromEnv } from './config'
import { postWebToCase, WebToCaseError } from './web-to-case'

const FORWARD_ATTEMPTS = 6

type Outcome = 'inoltrata' | 'già inoltrata' | 'non configurato' | 'richiesta non trovata' | 'già in corso'

/**
 * Forwards one stored support request. Payload's runner claims jobs with a read-then-update,
 * which two instances could interleave: the once-key (unique index) per attempt makes sure a
 * given attempt posts at most once, and a delivered request is never posted again. An attempt cut
 * off by a killed process is posted again by the next one: the request's External ID (the same on
 * every attempt) makes Salesforce keep one case.
 */
async function forwardSupportRequest(
  payload: Payload,
  requestId: number | string,
  attempt: number,
  config: ConfigResult = salesforceConfigFromEnv(),
): Promise<Outcome> {
  const doc = await payload.findByID({ collection: 'supportRequests', id: requestId, depth: 0, overrideAccess: true, disableErrors: true })
  if (!doc) return 'richiesta non trovata'
  if (doc.inoltro === 'inoltrata') return 'già inoltrata'
  const update = (data: Record<string, unknown>) =>
    payload.update({ collection: 'supportRequests', id: requestId, data, overrideAccess: true, depth: 0 })
  if (!config.ok) {
    // Not a failure to retry: the request waits, visibly, until someone configures the forwarding.
    await update({ inoltro: 'non configurato', ultimoErrore: config.error })
    return 'non configurato'
  }
  try {
    await payload.create({
      collection: 'onceKeys',
      data: { key: `salesforce:${requestId}:${attempt}`, expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString() },
      overrideAccess: true,
      depth: 0,
    })
  } catch {
    return 'già in corso'
  }
  await update({ tentativi: (doc.tentativi ?? 0) + 1 })
  try {
    await postWebToCase(
      {
        applicant: doc.applicant,
        address: doc.address,
        phone: doc.phone,
        subject: doc.subject,
        object: doc.object,
        description: doc.description,
        notice: doc.notice,
        captchaResponse: doc.captchaResponse,
        submittedAt: Date.parse(doc.createdAt),
        externalId: doc.chiaveInvio ?? `richiesta-${doc.id}`,
      },
      config.config,
    )
  } catch (error) {
    const message = error instanceof WebToCaseError ? error.message : 'errore imprevisto durante l’inoltro'
    await update({ inoltro: 'errore', ultimoErrore: `${message} (tentativo ${attempt + 1} di ${FORWARD_ATTEMPTS + 1})` })
    throw new Error(message)
  }
  await update({ inoltro: 'inoltrata', ultimoErrore: null, inoltrataIl: new Date().toISOString() })
  return 'inoltrata'
}

export const forwardSupportRequestTask: TaskConfig<'forwardSupportRequest'> = {
  slug: 'forwardSupportRequest',
  label: 'Inoltro richiesta di assistenza a Salesforce',
  inputSchema: [{ name: 'requestId', type: 'text', required: true }],
  outputSchema: [{ name: 'outcome', type: 'text' }],
  retries: { attempts: FORWARD_ATTEMPTS, backoff: { type: 'exponential', delay: 15_000 } },
  handler: async ({ input, job, req }) => {
    const outcome = await forwardSupportRequest(req.payload, input.requestId, job.totalTried ?? 0)
    return { output: { outcome } }
  },
}

/**
 * Requests stored while the forwarding was not configured wait as "non configurato". Once the
 * configuration is there, they are queued again (at start-up of the process that runs jobs).
 * Two instances doing this at once queue two jobs, but the once-key makes only one post.
 */
export async function requeueUnconfigured(payload: Payload): Promise<number> {
  if (!salesforceConfigFromEnv().ok) return 0
  const { docs } = await payload.find({
    collection: 'supportRequests',
    where: { inoltro: { equals: 'non configurato' } },
    limit: 1000,
    depth: 0,
    overrideAccess: true,
    select: { inoltro: true },
  })
  for (const { id } of docs) {
    // Job first: a process stopped in between leaves a queued job, never a request nobody forwards.
    await payload.jobs.queue({ task: 'forwardSupportRequest', input: { requestId: String(id) } })
    await payload.update({ collection: 'supportRequests', id, data: { inoltro: 'in coda', ultimoErrore: null }, overrideAccess: true, depth: 0 })
  }
  return docs.length
}
