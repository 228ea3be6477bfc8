'use client'
import { IntentLink } from '@/components/page/IntentLink.client'
import { CaptchaField } from '@/forms/shared/captcha-field'
import { schemaCheck } from '@/forms/shared/client-hooks'
import { KitForm, RadioField, SelectField, TextAreaField, TextField } from '@/forms/shared/field-kit'
import { SuccessPanel } from '@/forms/shared/form-panels'
import { Honeypot } from '@/forms/shared/form-controls'
import type { FormState } from '@/forms/shared/form-state'
import { HONEYPOT_FIELD } from '@/forms/shared/no-js'
import { postJson } from '@/forms/shared/post-json'
import { useFormKit } from '@/forms/shared/use-form-kit'
import { submitSupportAction } from '@/forms/support/actions'
import { SUPPORT_APPLICANTS, SUPPORT_LIMITS, SUPPORT_MESSAGES, SUPPORT_NOTICES, SUPPORT_SUBJECTS, supportSubmitEnabled } from '@/forms/support/fields'
import type { CaptchaWidget as WidgetConfig } from '@/integrations/captcha/types'

const EMPTY = { applicant: '', address: '', phone: '', subject: '', object: '', description: '', notice: '' }
const ORDER = ['applicant', 'address', 'phone', 'subject', 'notice', 'object', 'description', 'captcha'] as const
const MISSING = { applicant: 'chi sei', address: 'email', subject: 'argomento', notice: 'avviso', object: 'oggetto', description: 'descrizione' } as const
const loadSchema = () => import('@/forms/support/schema')

/** The spec's button rule (section 5), told as what is still missing. */
function missing(values: typeof EMPTY, token: string): string[] {
  if (supportSubmitEnabled(values, token, false)) return []
  const empty = (Object.keys(MISSING) as (keyof typeof MISSING)[]).filter((k) => !values[k].trim()).map((k) => MISSING[k])
  return [...empty, ...(token ? [] : ['verifica anti-robot'])]
}

/** POST /api/salesforce/assistenza, read as the spec's client reads it: `success` (sections 7, 8). */
async function send(body: Record<string, unknown>): Promise<FormState> {
  const result = await postJson('/api/salesforce/assistenza', body, { Accept: 'application/json' })
  if ('network' in result || result.body.field === 'captcha') {
    console.error('Richiesta di assistenza: invio non riuscito (rete o verifica anti-robot)')
    return { status: 'error', message: SUPPORT_MESSAGES.network }
  }
  if (result.body.success === true) return { status: 'success' }
  // The spec's message with the server's detail under the field it concerns; a message about no
  // field (wait before sending again, service unavailable) is the one the visitor must read.
  const field = typeof result.body.field === 'string' ? result.body.field : undefined
  const detail = typeof result.body.message === 'string' && result.body.message.trim() ? result.body.message : undefined
  if (!field && detail) return { status: 'error', message: detail }
  return { status: 'error', message: SUPPORT_MESSAGES.failure, errors: field && detail ? { [field]: detail } : undefined }
}

type Props = { formId: string; title: string; product: string; intro?: string | null; captcha: WidgetConfig; path: string; pageKey: string }

/** The support request (spec section 2): stored by the site, forwarded to the support desk by a job. */
export function SupportRequestFormClient({ formId, title, product, intro, captcha, path, pageKey }: Props) {
  const kit = useFormKit({
    formId,
    action: submitSupportAction,
    path,
    empty: EMPTY,
    order: ORDER,
    loadSchema,
    check: (m, request) => schemaCheck(m.supportRequestSchema, request),
    send,
    captcha: true,
    missing,
    pageKey,
  })
  const titleId = `${formId}-titolo`
  if (kit.state.status === 'success') {
    return (
      <SuccessPanel kit={kit} title="Richiesta di assistenza inviata" titleId={titleId} again="Invia una nuova richiesta">
        <p className="mb-0">{SUPPORT_MESSAGES.success(product)}</p>
      </SuccessPanel>
    )
  }
  const after = (
    <p className="small mt-3 mb-0">
      Prima di inviare leggi l’<IntentLink href="/informativa-privacy">informativa sulla privacy</IntentLink>.
    </p>
  )
  const counter = (max: number, warnAt: number, suffix: string) => ({ max, warnAt, suffix })
  return (
    <>
      <h2 id={titleId} className="h3 mb-3">
        {title}
      </h2>
      {intro && <p>{intro}</p>}
      <KitForm kit={kit} submit="Invia Richiesta" radios={['applicant']} after={after}>
        <RadioField kit={kit} name="applicant" label="Chi sei" required options={SUPPORT_APPLICANTS} />
        <TextField kit={kit} name="address" label="Email" type="email" required autoComplete="email" maxLength={SUPPORT_LIMITS.address} />
        <TextField kit={kit} name="phone" label="Telefono (facoltativo)" type="tel" autoComplete="tel" maxLength={SUPPORT_LIMITS.phone} />
        <SelectField kit={kit} name="subject" label="Argomento" required options={SUPPORT_SUBJECTS} placeholder="Scegli un argomento" />
        <SelectField kit={kit} name="notice" label="Avviso" required options={SUPPORT_NOTICES} placeholder="Scegli l’avviso" />
        <TextField
          kit={kit}
          name="object"
          label="Oggetto"
          required
          maxLength={SUPPORT_LIMITS.object}
          counter={counter(SUPPORT_LIMITS.object, SUPPORT_LIMITS.objectWarning, 'caratteri a disposizione')}
        />
        <TextAreaField
          kit={kit}
          name="description"
          label="Descrizione"
          required
          rows={6}
          maxLength={SUPPORT_LIMITS.description}
          counter={counter(SUPPORT_LIMITS.description, SUPPORT_LIMITS.descriptionWarning, 'caratteri')}
        />
        <Honeypot name={HONEYPOT_FIELD} />
        <CaptchaField kit={kit} config={captcha} />
      </KitForm>
    </>
  )
}
