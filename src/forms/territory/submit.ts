import type { Payload } from 'payload'
import { captchaAdapter } from '@/integrations/captcha'
import { clientAddress } from '../shared/client-address'
import { firstIssue } from '../shared/http'
import { notifyEditors } from '../shared/notify'
import { TERRITORY_AREAS, TERRITORY_MESSAGES, type TerritoryFields, territoryFieldsSchema, territoryRequestSchema } from './schema'

export type Outcome = { ok: true; id: number | string; fields: TerritoryFields } | { ok: false; status: number; message: string; field?: string }

const UNAVAILABLE = 'Il servizio non è disponibile in questo momento. Riprova più tardi.'

/**
 * The territory contact request, for the JSON endpoint and the no-JS server action alike:
 * validate, check the human (unless the caller vouches for the no-JS rules), store.
 * The e-mail to the team comes after, through `notifyTerritoryRequest`.
 */
export async function submitTerritoryRequest(
  payload: Payload,
  data: unknown,
  { headers, captchaRequired }: { headers: Headers; captchaRequired: boolean },
): Promise<Outcome> {
  const schema = captchaRequired ? territoryRequestSchema : territoryFieldsSchema.extend({ captcha: territoryRequestSchema.shape.captcha.optional() })
  const parsed = schema.safeParse(data)
  if (!parsed.success) {
    const key = parsed.error.issues[0]?.path[0]
    return { ok: false, status: 422, message: firstIssue(parsed.error), field: typeof key === 'string' ? key : undefined }
  }
  const { captcha, ...fields } = parsed.data
  let verified = false
  if (captcha) {
    const verdict = await captchaAdapter(payload).verify(captcha, { remoteIp: clientAddress(headers) })
    if (!verdict.ok) return { ok: false, status: 403, message: TERRITORY_MESSAGES.network, field: 'captcha' }
    verified = true
  }
  try {
    const doc = await payload.create({
      collection: 'territoryRequests',
      data: { ...fields, captcha: verified ? 'verificato' : 'non verificato', notifica: 'in attesa' },
      overrideAccess: true,
      depth: 0,
    })
    return { ok: true, id: doc.id, fields }
  } catch {
    return { ok: false, status: 503, message: UNAVAILABLE }
  }
}

export async function notifyTerritoryRequest(payload: Payload, id: number | string, fields: TerritoryFields): Promise<void> {
  const area = TERRITORY_AREAS.find((a) => a.value === fields.area)?.label ?? fields.area
  const outcome = await notifyEditors(
    payload,
    'Nuova richiesta di contatto territoriale',
    [
      ['Ente o organizzazione', fields.contact],
      ['Nome e cognome', fields.name],
      ['Email', fields.address],
      ['Telefono', fields.phone],
      ['Area', area],
      ['Descrizione', fields.description],
    ],
    `/admin/collections/territoryRequests/${id}`,
  )
  await payload
    .update({ collection: 'territoryRequests', id, data: outcome, overrideAccess: true, depth: 0 })
    .catch(() => payload.logger.error(`territoryRequests ${id}: esito della notifica non registrato`))
}
