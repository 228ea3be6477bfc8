import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'
import type { SupportRequest } from '@/payload-types'
import { SERVICE_UNAVAILABLE } from '@/ops/http/guarded'
import { checkedRequest, type Outcome, type SubmitOptions } from '../shared/captcha-request'
import { storeOnce } from '../shared/submission-key'
import { notifyEditors } from '../shared/notify'
import { SUPPORT_MESSAGES } from './fields'
import { type SupportFields, supportRequestSchema } from './schema'

/**
 * The support request, for the JSON endpoint and the no-JS server action: validate, check the
 * human, store (status "in coda") and queue the Salesforce forwarding job in one transaction (a
 * process killed in between leaves neither, never a request nobody forwards). A retry under the
 * same key answers as the first try did and stores and queues nothing.
 */
export async function submitSupportRequest(payload: Payload, data: unknown, options: SubmitOptions): Promise<Outcome<SupportFields>> {
  const checked = await checkedRequest(payload, data, supportRequestSchema, options, SUPPORT_MESSAGES.network, 'supportRequests')
  if (!checked.ok) return checked
  const { fields, captcha, key, repeatOf } = checked
  if (repeatOf !== null) return { ok: true, id: repeatOf, fields, repeated: true }
  const record = { ...fields, captcha: captcha ? 'verificato' : 'non verificato', captchaResponse: captcha ?? '', inoltro: 'in coda', tentativi: 0, chiaveInvio: key } as const
  try {
    const stored = await storeOnce(payload, 'supportRequests', key, () => storeAndQueue(payload, record))
    return { ok: true, id: stored.id, fields, repeated: stored.repeated }
  } catch {
    return { ok: false, status: 503, message: SERVICE_UNAVAILABLE }
  }
}

type SupportRecord = Omit<SupportRequest, 'id' | 'createdAt' | 'updatedAt'>

async function storeAndQueue(payload: Payload, data: SupportRecord): Promise<{ id: number | string }> {
  const req = await createLocalReq({}, payload)
  const owned = await initTransaction(req)
  try {
    const doc = await payload.create({ collection: 'supportRequests', data, overrideAccess: true, depth: 0, req })
    await payload.jobs.queue({ task: 'forwardSupportRequest', input: { requestId: String(doc.id) }, req })
    if (owned) await commitTransaction(req)
    return doc
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

export async function notifySupportRequest(payload: Payload, id: number | string, fields: SupportFields): Promise<void> {
  const outcome = await notifyEditors(
    payload,
    `Nuova richiesta di assistenza: ${fields.subject}`,
    [
      ['Tipo di richiedente', fields.applicant],
      ['Email', fields.address],
      ['Telefono', fields.phone || '—'],
      ['Argomento', fields.subject],
      ['Avviso', fields.notice],
      ['Oggetto', fields.object],
      ['Descrizione', fields.description],
    ],
    `/admin/collections/supportRequests/${id}`,
  )
  await payload
    .update({ collection: 'supportRequests', id, data: outcome, overrideAccess: true, depth: 0 })
    .catch(() => payload.logger.error(`supportRequests ${id}: esito della notifica non registrato`))
}
