'use client'
import { IntentLink } from '@/components/page/IntentLink.client'
import { useEffect, useRef, type FormEvent } from 'react'
import { Counter, describedBy, FieldError, FormAlert, Honeypot, RequiredMark } from '@/forms/shared/form-controls'
import { submitTerritoryAction } from '@/forms/territory/actions'
import { useHydrated } from '@/components/hooks/useHydrated'
import { fieldErrors, useCaptchaForm, useSchemaModule } from '@/forms/shared/client-hooks'
import { ErrorSummary, SubmitButton, useAttempts } from '@/forms/shared/error-summary'
import { IDLE } from '@/forms/shared/form-state'
import { textLength } from '@/content/text-rules'
import { postJson } from '@/forms/shared/post-json'
import { HONEYPOT_FIELD } from '@/forms/shared/no-js'
import { TERRITORY_AREAS, TERRITORY_LIMITS, TERRITORY_MESSAGES } from '@/forms/territory/fields'
import { CaptchaWidget } from '@/integrations/captcha/CaptchaWidget.client'
import type { CaptchaWidget as WidgetConfig } from '@/integrations/captcha/types'

type Values = { contact: string; name: string; address: string; phone: string; area: string; description: string }
const EMPTY: Values = { contact: '', name: '', address: '', phone: '', area: '', description: '' }

const TEXT_FIELDS = [
  { name: 'contact', label: 'Ente o organizzazione', type: 'text', autoComplete: 'organization', max: TERRITORY_LIMITS.contact },
  { name: 'name', label: 'Nome e cognome', type: 'text', autoComplete: 'name', max: TERRITORY_LIMITS.name },
  { name: 'address', label: 'Email', type: 'email', autoComplete: 'email', max: TERRITORY_LIMITS.address },
  { name: 'phone', label: 'Telefono', type: 'tel', autoComplete: 'tel', max: TERRITORY_LIMITS.phone },
] as const
const loadSchemas = () => import('@/forms/territory/schema')
const ORDER = ['contact', 'name', 'address', 'phone', 'area', 'description', 'captcha'] as const

export function TerritoryFormClient({ formId, captcha, path }: { formId: string; captcha: WidgetConfig; path: string }) {
  const { formAction, formRef, state, setState, values, setValues, token, onToken, resetKey, restartCaptcha, set, backToIdle } = useCaptchaForm<Values>(submitTerritoryAction, EMPTY, path)
  const messageRef = useRef<HTMLDivElement>(null)
  const hydrated = useHydrated()
  const { schemas, ready } = useSchemaModule(loadSchemas)
  const id = (name: string) => `${formId}-${name}`
  const errorId = (name: string) => `${formId}-${name}-errore`

  const { attempt, focusKey, refused, announce, reset } = useAttempts()

  // Focus goes to the outcome, so screen reader and keyboard users land on it (field errors: the summary).
  useEffect(() => {
    if (state.status === 'success' || (state.status === 'error' && !state.errors)) messageRef.current?.focus()
  }, [state])

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (state.status === 'loading') return
    const request = { ...values, captcha: token }
    const parsed = (await ready())?.territoryRequestSchema.safeParse(request)
    if (parsed && !parsed.success) {
      setState(IDLE)
      return refused()
    }
    reset()
    setState({ status: 'loading' })
    const result = await postJson('/api/territory/messages', parsed?.data ?? request, { Accept: 'application/json' })
    if ('network' in result || result.body.field === 'captcha') {
      restartCaptcha()
      return setState({ status: 'error', message: TERRITORY_MESSAGES.network })
    }
    // The server may have spent the token before refusing: the check starts over.
    restartCaptcha()
    if (!result.ok) {
      const message = typeof result.body.message === 'string' && result.body.message ? result.body.message : TERRITORY_MESSAGES.failure
      const field = typeof result.body.field === 'string' ? result.body.field : undefined
      setState({ status: 'error', message, errors: field ? { [field]: message } : undefined })
      if (field) announce()
      return
    }
    setValues(EMPTY)
    setState({ status: 'success', message: typeof result.body.message === 'string' ? result.body.message : TERRITORY_MESSAGES.success })
  }

  if (state.status === 'success') {
    return (
      <div>
        <FormAlert kind="success" focusRef={messageRef}>
          <p className="h5 mb-1">{state.message}</p>
          <p className="mb-0">Il referente della tua area ti contatterà al più presto.</p>
        </FormAlert>
        <a href={path} className="btn btn-primary" onClick={backToIdle}>
          Invia un nuovo messaggio
        </a>
      </div>
    )
  }

  const checked = attempt > 0 && schemas ? schemas.territoryRequestSchema.safeParse({ ...values, captcha: token }) : null
  const errors: Record<string, string> = { ...(state.status === 'error' ? state.errors : {}), ...(checked?.error ? fieldErrors(checked.error) : {}) }
  const fieldAlert = Object.keys(errors).length > 0
  const loading = state.status === 'loading'
  const described = (name: string, ...extra: string[]) => describedBy(errors[name] && errorId(name), ...extra)
  return (
    <form ref={formRef} className="sito-form" action={formAction} onSubmit={hydrated ? onSubmit : undefined} noValidate={hydrated} aria-busy={loading || undefined}>
      {state.status === 'error' && !fieldAlert && (
        <FormAlert kind="danger" focusRef={messageRef}>
          {state.message}
        </FormAlert>
      )}
      <ErrorSummary id={id('riepilogo')} errors={errors} order={ORDER} fieldId={id} focusKey={focusKey} />
      <p className="small">
        I campi contrassegnati con <span aria-hidden="true">*</span> (asterisco) sono obbligatori.
      </p>
      {TEXT_FIELDS.map((f) => (
        <div className="mb-4" key={f.name}>
          <label htmlFor={id(f.name)} className="form-label">
            {f.label}
            <RequiredMark />
          </label>
          <input
            id={id(f.name)}
            name={f.name}
            type={f.type}
            className="form-control"
            autoComplete={f.autoComplete}
            maxLength={f.max}
            required
            value={values[f.name]}
            onChange={set(f.name)}
            aria-invalid={errors[f.name] ? true : undefined}
            aria-describedby={described(f.name)}
          />
          <FieldError id={errorId(f.name)} message={errors[f.name]} />
        </div>
      ))}
      <div className="mb-4">
        <label htmlFor={id('area')} className="form-label">
          Area territoriale
          <RequiredMark />
        </label>
        <select
          id={id('area')}
          name="area"
          className="form-select"
          required
          value={values.area}
          onChange={set('area')}
          aria-invalid={errors.area ? true : undefined}
          aria-describedby={described('area')}
        >
          <option value="">Scegli un’area</option>
          {TERRITORY_AREAS.map((a) => (
            <option key={a.value} value={a.value}>
              {a.label}
            </option>
          ))}
        </select>
        <FieldError id={errorId('area')} message={errors.area} />
      </div>
      <div className="mb-4">
        <label htmlFor={id('description')} className="form-label">
          Descrizione della richiesta
          <RequiredMark />
        </label>
        <textarea
          id={id('description')}
          name="description"
          className="form-control"
          rows={4}
          maxLength={TERRITORY_LIMITS.description}
          required
          value={values.description}
          onChange={set('description')}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={described('description', id('description-conteggio'))}
        />
        <Counter
          id={id('description-conteggio')}
          length={textLength(values.description)}
          max={TERRITORY_LIMITS.description}
          warnAt={TERRITORY_LIMITS.descriptionWarning}
          suffix="caratteri"
        />
        <FieldError id={errorId('description')} message={errors.description} />
      </div>
      <Honeypot name={HONEYPOT_FIELD} />
      <CaptchaWidget id={id('captcha')} config={captcha} onToken={onToken} resetKey={resetKey} errorId={errors.captcha ? errorId('captcha') : undefined} />
      <FieldError id={errorId('captcha')} message={errors.captcha} />
      <SubmitButton id={id('invio')} label="Invia" loading={loading} />
      <p className="small mt-3 mb-0">
        Leggi l’<IntentLink href="/informativa-privacy">informativa sulla privacy</IntentLink> per sapere come trattiamo i tuoi dati.
      </p>
    </form>
  )
}
