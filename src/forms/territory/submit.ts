import type { Payload } from 'payload'
import { SERVICE_UNAVAILABLE } from '@/ops/http/guarded'
import { checkedRequest, type Outcome, type SubmitOptions } from '../shared/captcha-request'
import { notifyEditors } from '../shared/notify'
import { storeOnce } from '../shared/submission-key'
import { TERRITORY_AREAS, TERRITORY_MESSAGES } from './fields'
import { type TerritoryFields, territoryRequestSchema } from './schema'

/**
 * The territory contact request, for the JSON endpoint and the no-JS server action alike:
 * validate, check the human (unless the caller vouches for the no-JS rules), store once per key.
 * The e-mail to the team comes after, through `notifyTerritoryRequest`.
 */
export async function submitTerritoryRequest(payload: Payload, data: unknown, options: SubmitOptions): Promise<Outcome<TerritoryFields>> {
  const checked = await checkedRequest(payload, data, territoryRequestSchema, options, TERRITORY_MESSAGES.network, 'territoryRequests')
  if (!checked.ok) return checked
  const { fields, captcha, key, repeatOf } = checked
  if (repeatOf !== null) return { ok: true, id: repeatOf, fields, repeated: true }
  try {
    const stored = await storeOnce(payload, 'territoryRequests', key, () =>
      payload.create({
        collection: 'territoryRequests',
        data: { ...fields, captcha: captcha ? 'verificato' : 'non verificato', notifica: 'in attesa', chiaveInvio: key },
        overrideAccess: true,
        depth: 0,
      }),
    )
    return { ok: true, id: stored.id, fields, repeated: stored.repeated }
  } catch {
    return { ok: false, status: 503, message: SERVICE_UNAVAILABLE }
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
