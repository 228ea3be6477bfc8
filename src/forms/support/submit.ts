import type { Payload } from 'payload'
import { SERVICE_UNAVAILABLE } from '@/ops/http/guarded'
import { checkedRequest, type Outcome, type SubmitOptions } from '../shared/captcha-request'
import { notifyEditors } from '../shared/notify'
import { SUPPORT_MESSAGES } from './fields'
import { type SupportFields, supportRequestSchema } from './schema'

/**
 * The support request, for the JSON endpoint and the no-JS server action: validate, check the
 * human, store (status "in coda"), queue the Salesforce forwarding job.
 */
export async function submitSupportRequest(payload: Payload, data: unknown, options: SubmitOptions): Promise<Outcome<SupportFields>> {
  const checked = await checkedRequest(payload, data, supportRequestSchema, options, SUPPORT_MESSAGES.network)
  if (!checked.ok) return checked
  const { fields, captcha } = checked
  let id: number | string
  try {
    const doc = await payload.create({
      collection: 'supportRequests',
      data: { ...fields, captcha: captcha ? 'verificato' : 'non verificato', captchaResponse: captcha ?? '', inoltro: 'in coda', tentativi: 0 },
      overrideAccess: true,
      depth: 0,
    })
    id = doc.id
  } catch {
    return { ok: false, status: 503, message: SERVICE_UNAVAILABLE }
  }
  try {
    await payload.jobs.queue({ task: 'forwardSupportRequest', input: { requestId: String(id) } })
  } catch {
    // Stored is what matters to the visitor; the record shows it still has to be forwarded.
    payload.logger.error(`supportRequests ${id}: inoltro non accodato`)
    await payload
      .update({ collection: 'supportRequests', id, data: { ultimoErrore: 'inoltro non accodato' }, overrideAccess: true })
      .catch(() => undefined)
  }
  return { ok: true, id, fields }
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
