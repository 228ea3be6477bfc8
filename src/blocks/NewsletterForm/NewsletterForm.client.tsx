'use client'

import { IntentLink } from '@/components/page/IntentLink.client'
import { useId } from 'react'
import { subscribeAction } from '@/forms/newsletter/actions'
import { AVVISI_PER, emptyAnswers, IN_QUANTO, NEWSLETTER_LIMITS, RAPPRESENTO } from '@/forms/newsletter/fields'
import { KitForm, SelectField, TextField } from '@/forms/shared/field-kit'
import { SuccessPanel } from '@/forms/shared/form-panels'
import type { FormState } from '@/forms/shared/form-state'
import { FORM_ERROR, NETWORK_ERROR } from '@/forms/shared/messages'
import { postJson } from '@/forms/shared/post-json'
import { useFormKit, type Values } from '@/forms/shared/use-form-kit'

const EMPTY = { email: '', rappresento: '', tipoEnte: '', nomeStruttura: '', inQuanto: '', avvisiPer: '' }
const ORDER = ['email', 'rappresento', 'inQuanto', 'tipoEnte', 'nomeStruttura', 'avvisiPer'] as const
const LABELS: Record<string, string> = { email: 'email', rappresento: 'chi rappresenti', inQuanto: 'il tuo ruolo', tipoEnte: 'tipo di ente', nomeStruttura: 'nome della struttura', avvisiPer: 'avvisi per' }
const DEFAULT_DETAIL = 'Ti abbiamo inviato un’email di conferma: l’iscrizione è attiva solo dopo che avrai aperto il collegamento che contiene.'
const loadSchema = () => import('@/forms/newsletter/schema')

/** What the JSON endpoint receives: every field, the ones not asked for the choice left empty. */
const requestBody = (v: Values): Values => ({
  ...v,
  tipoEnte: v.rappresento === 'altro' ? v.tipoEnte : '',
  inQuanto: v.rappresento === 'pubblica-amministrazione' ? v.inQuanto : '',
})

/** POST /api/newsletter/subscribe (spec section 7): success is the response being ok; errors in the spec's words. */
async function send(request: Record<string, unknown>): Promise<FormState> {
  const result = await postJson('/api/newsletter/subscribe', request)
  if ('network' in result) return { status: 'error', message: NETWORK_ERROR }
  const text = (x: unknown) => (typeof x === 'string' && x ? x : undefined)
  if (result.ok) return { status: 'success', message: text(result.body.message) ?? 'Iscrizione completata!', detail: text(result.body.detail) }
  return { status: 'error', message: text(result.body.message) ?? FORM_ERROR, field: text(result.body.field) }
}

/** Until the schema has loaded (the visitor's first action) the button names the empty answers; then what is not valid. */
const missing = (values: Values, _token: string, errors: Partial<Record<string, string>> | null) =>
  (errors ? ORDER.filter((f) => errors[f]) : emptyAnswers(values as typeof EMPTY)).map((f) => LABELS[f]!)

/**
 * Newsletter subscription. With JavaScript it posts JSON and shows only the questions that apply;
 * without, the same form goes to a server action and the page comes back with the result.
 */
export function NewsletterForm({ path, headingLevel }: { path: string; headingLevel: 2 | 3 }) {
  const formId = useId()
  const kit = useFormKit({ formId, action: subscribeAction, path, anchor: 'newsletter', empty: EMPTY, order: ORDER, loadSchema, check: (m, r) => ({ errors: m.newsletterErrors(r) }), send, request: requestBody, missing })
  const { hydrated, values, state } = kit
  if (state.status === 'success') {
    return (
      <SuccessPanel kit={kit} title={state.message || 'Iscrizione completata!'} level={headingLevel} again="Iscrivi un altro indirizzo">
        <p className="mb-0">{state.detail || DEFAULT_DETAIL}</p>
      </SuccessPanel>
    )
  }
  const after = (
    <p className="small mt-3 mb-0">
      Ti chiederemo di confermare l’iscrizione via email. Leggi l’<IntentLink href="/informativa-privacy">informativa sulla privacy</IntentLink>.
    </p>
  )
  // Without JavaScript both conditional questions are shown, each saying when it is required.
  const inQuanto = !hydrated || values.rappresento === 'pubblica-amministrazione'
  const tipoEnte = !hydrated || values.rappresento === 'altro'
  return (
    <KitForm kit={kit} submit="Iscriviti" after={after}>
      <TextField kit={kit} name="email" label="Email" type="email" required autoComplete="email" maxLength={NEWSLETTER_LIMITS.email} />
      <SelectField kit={kit} name="rappresento" label="Rappresento" required options={RAPPRESENTO} placeholder="Seleziona un’opzione" />
      {inQuanto && (
        <SelectField
          kit={kit}
          name="inQuanto"
          label="In quanto"
          required={hydrated}
          hint={hydrated ? undefined : 'Obbligatorio se rappresenti una pubblica amministrazione.'}
          options={IN_QUANTO}
          placeholder="Seleziona il tuo ruolo"
        />
      )}
      {tipoEnte && (
        <TextField
          kit={kit}
          name="tipoEnte"
          label="Tipo di ente"
          required={hydrated}
          hint={hydrated ? 'Ad esempio: università, associazione, ordine professionale.' : 'Obbligatorio se hai scelto «Altro».'}
          maxLength={NEWSLETTER_LIMITS.tipoEnte}
        />
      )}
      <TextField
        kit={kit}
        name="nomeStruttura"
        label="Nome della struttura"
        required={hydrated ? values.rappresento !== 'altro' : false}
        hint={hydrated && values.rappresento === 'altro' ? 'Facoltativo: un cittadino può lasciarlo vuoto.' : hydrated ? 'Il nome dell’ente, dell’azienda o dell’organizzazione.' : 'Il nome dell’ente, dell’azienda o dell’organizzazione: obbligatorio salvo per chi ha scelto «Altro».'}
        autoComplete="organization"
        maxLength={NEWSLETTER_LIMITS.nomeStruttura}
      />
      <SelectField
        kit={kit}
        name="avvisiPer"
        label="Avvisami quando si apre un avviso per"
        hint="Facoltativo: un’email a ogni nuovo avviso aperto per questo tipo di ente."
        options={AVVISI_PER}
        placeholder="Nessun avviso per email"
      />
    </KitForm>
  )
}
