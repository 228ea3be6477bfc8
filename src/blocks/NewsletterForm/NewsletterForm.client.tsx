'use client'

import { IntentLink } from '@/components/page/IntentLink.client'
import { type FormEvent, useActionState, useId, useState } from 'react'
import { useHydrated } from '@/components/hooks/useHydrated'
import { subscribeAction } from '@/forms/newsletter/actions'
import { emptyAnswers, IN_QUANTO, NEWSLETTER_LIMITS, type NewsletterField, RAPPRESENTO } from '@/forms/newsletter/fields'
import { useFormView, useSchemaModule, useValuesTypedBeforeHydration } from '@/forms/shared/client-hooks'
import { type FormState, IDLE } from '@/forms/shared/form-state'
import { FORM_ERROR, NETWORK_ERROR } from '@/forms/shared/messages'
import { postJson } from '@/forms/shared/post-json'
import { ErrorSummary, SubmitButton, useAttempts } from '@/forms/shared/error-summary'

type Values = Record<NewsletterField, string>
type View = FormState | { status: 'loading'; message: ''; field?: undefined; detail?: undefined }

const loadSchemas = () => import('@/forms/newsletter/schema')
const EMPTY: Values = { email: '', rappresento: '', tipoEnte: '', nomeStruttura: '', inQuanto: '' }
const DEFAULT_DETAIL = 'Ti abbiamo inviato un’email di conferma: l’iscrizione è attiva solo dopo che avrai aperto il collegamento che contiene.'
const ORDER = ['email', 'rappresento', 'inQuanto', 'tipoEnte', 'nomeStruttura'] as const
const LABELS: Record<NewsletterField, string> = {
  email: 'email',
  rappresento: 'chi rappresenti',
  inQuanto: 'il tuo ruolo',
  tipoEnte: 'tipo di ente',
  nomeStruttura: 'nome della struttura',
}

/** What the JSON endpoint receives: every field, the ones not asked for the choice left empty. */
function requestBody(v: Values): Values {
  return {
    ...v,
    tipoEnte: v.rappresento === 'altro' ? v.tipoEnte : '',
    inQuanto: v.rappresento === 'pubblica-amministrazione' ? v.inQuanto : '',
  }
}

async function send(values: Values): Promise<FormState> {
  const result = await postJson('/api/newsletter/subscribe', requestBody(values))
  if ('network' in result) return { status: 'error', message: NETWORK_ERROR }
  const text = (x: unknown) => (typeof x === 'string' && x ? x : undefined)
  if (result.ok) return { status: 'success', message: text(result.body.message) ?? 'Iscrizione completata!', detail: text(result.body.detail) }
  return { status: 'error', message: text(result.body.message) ?? FORM_ERROR, field: text(result.body.field) }
}

/**
 * Newsletter subscription. With JavaScript it posts JSON to /api/newsletter/subscribe and
 * shows only the questions that apply; without, the same form goes to a server action and
 * the page comes back with the result (useActionState).
 */
export function NewsletterForm({ path, headingLevel }: { path: string; headingLevel: 2 | 3 }) {
  const hydrated = useHydrated()
  const [serverState, formAction] = useActionState(subscribeAction, IDLE, path)
  const { view, setView, messageRef, showAnswer } = useFormView<View>(serverState)
  const [values, setValues] = useState<Values>(() => ({ ...EMPTY, ...serverState.values }))
  const formRef = useValuesTypedBeforeHydration(setValues)
  const [touched, setTouched] = useState<Partial<Record<NewsletterField, boolean>>>({})
  const id = useId()
  const { attempt, focusKey, refused, reset: resetAttempts } = useAttempts()

  const { schemas, ready } = useSchemaModule(loadSchemas)
  const errors = schemas ? schemas.newsletterErrors(values) : {}
  const missing = schemas ? ORDER.filter((f) => errors[f]) : ORDER.filter((f) => emptyAnswers(values).includes(f))
  const loading = view.status === 'loading'
  const showTipoEnte = !hydrated || values.rappresento === 'altro'
  const showInQuanto = !hydrated || values.rappresento === 'pubblica-amministrazione'

  function fieldError(name: NewsletterField): string | undefined {
    if (view.status === 'error' && view.field === name) return view.message
    return hydrated && (attempt > 0 || touched[name]) ? errors[name] : undefined
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!hydrated) return // React's own action handles it
    event.preventDefault()
    if (loading) return
    const checks = await ready()
    if (checks && Object.keys(checks.newsletterErrors(values)).length > 0) return refused()
    resetAttempts()
    setView({ status: 'loading', message: '' })
    const result = await send(values)
    showAnswer(result)
    if (result.status === 'success') {
      setValues(EMPTY)
      setTouched({})
    }
  }

  function reset(event: FormEvent) {
    if (!hydrated) return // without JavaScript the button reloads the page: an empty form
    event.preventDefault()
    setValues(EMPTY)
    setTouched({})
    resetAttempts()
    setView(IDLE)
  }

  const change = (name: NewsletterField) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [name]: e.target.value }))
    if (view.status === 'error' && view.field === name) setView(IDLE)
  }
  const blur = (name: NewsletterField) => () => setTouched((t) => ({ ...t, [name]: true }))
  const Heading = headingLevel === 2 ? 'h2' : 'h3'

  if (view.status === 'success') {
    return (
      <div>
        <div ref={messageRef} tabIndex={-1} className="alert alert-success sito-form__message" data-form-state="success">
          <Heading className="h4 alert-heading">Iscrizione completata!</Heading>
          <p className="mb-0">{view.detail || DEFAULT_DETAIL}</p>
        </div>
        <form method="get" action={`${path}#newsletter`} onSubmit={reset}>
          <button type="submit" className="btn btn-outline-primary">
            Iscrivi un altro indirizzo
          </button>
        </form>
      </div>
    )
  }

  const props = (name: NewsletterField, hint?: string) => {
    const error = fieldError(name)
    const described = [hint ? `${id}-${name}-hint` : '', error ? `${id}-${name}-error` : ''].filter(Boolean).join(' ')
    return {
      id: `${id}-${name}`,
      name,
      value: values[name],
      onChange: change(name),
      onBlur: blur(name),
      'aria-invalid': error ? true : undefined,
      'aria-describedby': described || undefined,
    }
  }
  const below = (name: NewsletterField, hint?: string) => (
    <>
      {hint && (
        <div id={`${id}-${name}-hint`} className="sito-form__hint">
          {hint}
        </div>
      )}
      {fieldError(name) && (
        <div id={`${id}-${name}-error`} className="sito-form__error">
          {fieldError(name)}
        </div>
      )}
    </>
  )
  const required = (
    <span aria-hidden="true" title="obbligatorio">
      {' '}*
    </span>
  )

  return (
    <div data-form-state={view.status}>
      <ErrorSummary
        id={`${id}-riepilogo`}
        errors={attempt > 0 ? Object.fromEntries(ORDER.map((f) => [f, fieldError(f)])) : {}}
        order={ORDER}
        fieldId={(f) => `${id}-${f}`}
        focusKey={focusKey}
      />
      {view.status === 'error' && (
        <div ref={messageRef} tabIndex={-1} className="alert alert-danger sito-form__message" role="alert">
          {view.message}
        </div>
      )}
      <form ref={formRef} action={formAction} onSubmit={onSubmit} noValidate={hydrated} aria-busy={loading}>
        <p className="small">I campi contrassegnati con l’asterisco (*) sono obbligatori.</p>
        <div className="mb-4">
          <label className="form-label" htmlFor={`${id}-email`}>
            Email{required}
          </label>
          <input {...props('email')} type="email" className="form-control" autoComplete="email" required maxLength={NEWSLETTER_LIMITS.email} />
          {below('email')}
        </div>
        <div className="mb-4">
          <label className="form-label" htmlFor={`${id}-rappresento`}>
            Rappresento{required}
          </label>
          <select {...props('rappresento')} className="form-select" required>
            <option value="">Seleziona un’opzione</option>
            {RAPPRESENTO.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          {below('rappresento')}
        </div>
        {showInQuanto && (
          <div className="mb-4">
            <label className="form-label" htmlFor={`${id}-inQuanto`}>
              In quanto{hydrated && required}
            </label>
            <select {...props('inQuanto', hydrated ? undefined : 'Obbligatorio se rappresenti una pubblica amministrazione.')} className="form-select" required={hydrated}>
              <option value="">Seleziona il tuo ruolo</option>
              {IN_QUANTO.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
            {below('inQuanto', hydrated ? undefined : 'Obbligatorio se rappresenti una pubblica amministrazione.')}
          </div>
        )}
        {showTipoEnte && (
          <div className="mb-4">
            <label className="form-label" htmlFor={`${id}-tipoEnte`}>
              Tipo di ente{hydrated && required}
            </label>
            <input
              {...props('tipoEnte', hydrated ? 'Ad esempio: università, associazione, ordine professionale.' : 'Obbligatorio se hai scelto «Altro».')}
              type="text"
              className="form-control"
              required={hydrated}
              maxLength={NEWSLETTER_LIMITS.tipoEnte}
            />
            {below('tipoEnte', hydrated ? 'Ad esempio: università, associazione, ordine professionale.' : 'Obbligatorio se hai scelto «Altro».')}
          </div>
        )}
        <div className="mb-4">
          <label className="form-label" htmlFor={`${id}-nomeStruttura`}>
            Nome della struttura{required}
          </label>
          <input
            {...props('nomeStruttura', 'Il nome dell’ente, dell’azienda o dell’organizzazione.')}
            type="text"
            className="form-control"
            autoComplete="organization"
            required
            maxLength={NEWSLETTER_LIMITS.nomeStruttura}
          />
          {below('nomeStruttura', 'Il nome dell’ente, dell’azienda o dell’organizzazione.')}
        </div>
        <SubmitButton id={`${id}-invio`} label="Iscriviti" loading={loading} missing={hydrated ? missing.map((f) => LABELS[f]) : []} />
        <p className="small mt-3 mb-0">
          Ti chiederemo di confermare l’iscrizione via email. Leggi l’<IntentLink href="/informativa-privacy">informativa sulla privacy</IntentLink>.
        </p>
      </form>
    </div>
  )
}
