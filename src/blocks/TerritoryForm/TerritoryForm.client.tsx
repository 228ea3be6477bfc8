'use client'
import { IntentLink } from '@/components/page/IntentLink.client'
import { CaptchaField } from '@/forms/shared/captcha-field'
import { schemaCheck } from '@/forms/shared/client-hooks'
import { KitForm, SelectField, TextAreaField, TextField } from '@/forms/shared/field-kit'
import { SuccessPanel } from '@/forms/shared/form-panels'
import { Honeypot } from '@/forms/shared/form-controls'
import type { FormState } from '@/forms/shared/form-state'
import { HONEYPOT_FIELD } from '@/forms/shared/no-js'
import { postJson } from '@/forms/shared/post-json'
import { useFormKit } from '@/forms/shared/use-form-kit'
import { submitTerritoryAction } from '@/forms/territory/actions'
import { TERRITORY_AREAS, TERRITORY_LIMITS, TERRITORY_MESSAGES } from '@/forms/territory/fields'
import type { CaptchaWidget as WidgetConfig } from '@/integrations/captcha/types'

const EMPTY = { contact: '', name: '', address: '', phone: '', area: '', description: '' }
const ORDER = ['contact', 'name', 'address', 'phone', 'area', 'description', 'captcha'] as const
const loadSchema = () => import('@/forms/territory/schema')

/** POST /api/territory/messages (spec section 7); errors in the spec's words (section 8). */
async function send(body: Record<string, unknown>): Promise<FormState> {
  const result = await postJson('/api/territory/messages', body, { Accept: 'application/json' })
  if ('network' in result || result.body.field === 'captcha') return { status: 'error', message: TERRITORY_MESSAGES.network }
  const message = typeof result.body.message === 'string' && result.body.message ? result.body.message : undefined
  if (result.ok) return { status: 'success', message: message ?? TERRITORY_MESSAGES.success }
  const field = typeof result.body.field === 'string' ? result.body.field : undefined
  return { status: 'error', message: message ?? TERRITORY_MESSAGES.failure, field }
}

/** The territory contact form: six fields, all required, and the human check. */
export function TerritoryFormClient({ formId, captcha, path, pageKey }: { formId: string; captcha: WidgetConfig; path: string; pageKey: string }) {
  const kit = useFormKit({
    formId,
    action: submitTerritoryAction,
    path,
    empty: EMPTY,
    order: ORDER,
    loadSchema,
    check: (m, request) => schemaCheck(m.territoryRequestSchema, request),
    send,
    captcha: true,
    pageKey,
  })
  if (kit.state.status === 'success') {
    return (
      <SuccessPanel kit={kit} title={kit.state.message || TERRITORY_MESSAGES.success} level={3} again="Invia un nuovo messaggio">
        <p className="mb-0">Il referente della tua area ti contatterà al più presto.</p>
      </SuccessPanel>
    )
  }
  const after = (
    <p className="small mt-3 mb-0">
      Leggi l’<IntentLink href="/informativa-privacy">informativa sulla privacy</IntentLink> per sapere come trattiamo i tuoi dati.
    </p>
  )
  return (
    <KitForm kit={kit} submit="Invia" after={after}>
      <TextField kit={kit} name="contact" label="Ente o organizzazione" required autoComplete="organization" maxLength={TERRITORY_LIMITS.contact} />
      <TextField kit={kit} name="name" label="Nome e cognome" required autoComplete="name" maxLength={TERRITORY_LIMITS.name} />
      <TextField kit={kit} name="address" label="Email" type="email" required autoComplete="email" maxLength={TERRITORY_LIMITS.address} />
      <TextField kit={kit} name="phone" label="Telefono" type="tel" required autoComplete="tel" maxLength={TERRITORY_LIMITS.phone} />
      <SelectField kit={kit} name="area" label="Area territoriale" required options={TERRITORY_AREAS} placeholder="Scegli un’area" />
      <TextAreaField
        kit={kit}
        name="description"
        label="Descrizione della richiesta"
        required
        rows={4}
        maxLength={TERRITORY_LIMITS.description}
        counter={{ max: TERRITORY_LIMITS.description, warnAt: TERRITORY_LIMITS.descriptionWarning, suffix: 'caratteri' }}
      />
      <Honeypot name={HONEYPOT_FIELD} />
      <CaptchaField kit={kit} config={captcha} />
    </KitForm>
  )
}
