'use client'
import { IntentLink } from '@/components/page/IntentLink.client'
import { useEffect, useRef, type FormEvent } from 'react'
import { IDLE } from '@/forms/shared/form-state'
import { Counter, describedBy, FieldError, FormAlert, Honeypot, RequiredMark } from '@/forms/shared/form-controls'
import { useHydrated } from '@/components/hooks/useHydrated'
import { fieldErrors, useCaptchaForm, useSchemaModule } from '@/forms/shared/client-hooks'
import { ErrorSummary, SubmitButton, useAttempts } from '@/forms/shared/error-summary'
import { textLength } from '@/content/text-rules'
import { postJson } from '@/forms/shared/post-json'
import { HONEYPOT_FIELD } from '@/forms/shared/no-js'
import { submitSupportAction } from '@/forms/support/actions'
import {
  SUPPORT_APPLICANTS,
  SUPPORT_LIMITS,
  SUPPORT_MESSAGES,
  SUPPORT_NOTICES,
  SUPPORT_SUBJECTS,
  supportSubmitEnabled,
} from '@/forms/support/fields'
import { CaptchaWidget } from '@/integrations/captcha/CaptchaWidget.client'
import type { CaptchaWidget as WidgetConfig } from '@/integrations/captcha/types'

type Values = { applicant: string; address: string; phone: string; subject: string; object: string; description: string; notice: string }
const EMPTY: Values = { applicant: '', address: '', phone: '', subject: '', object: '', description: '', notice: '' }

const ORDER = ['applicant', 'address', 'phone', 'subject', 'notice', 'object', 'description', 'captcha'] as const
const MISSING_LABELS: Record<string, string> = {
  applicant: 'chi sei',
  address: 'email',
  subject: 'argomento',
  notice: 'avviso',
  object: 'oggetto',
  description: 'descrizione',
}

const loadSchemas = () => import('@/forms/support/schema')

type Props = { formId: string; title: string; product: string; intro?: string | null; captcha: WidgetConfig; path: string }

export function SupportRequestFormClient({ formId, title, product, intro, captcha, path }: Props) {
  const { formAction, formRef, state, setState, values, setValues, token, onToken, resetKey, restartCaptcha, set, backToIdle } = useCaptchaForm<Values>(submitSupportAction, EMPTY, path)
  const messageRef = useRef<HTMLDivElement>(null)
  const successRef = useRef<HTMLHeadingElement>(null)
  const hydrated = useHydrated()
  const { schemas, ready } = useSchemaModule(loadSchemas)
  const id = (name: string) => `${formId}-${name}`
  const errorId = (name: string) => `${formId}-${name}-errore`
  // The summary links to the first radio of a group and to the captcha's fieldset.
  const fieldId = (name: string) => (name === 'applicant' ? id('applicant-0') : id(name))

  useEffect(() => {
    if (state.status === 'error' && !state.errors) messageRef.current?.focus()
    if (state.status === 'success') successRef.current?.focus()
  }, [state])

  const { attempt, focusKey, refused, announce, reset } = useAttempts()
  const loading = state.status === 'loading'
  const canSubmit = supportSubmitEnabled(values, token, loading)
  const missing = [
    ...Object.keys(MISSING_LABELS).filter((k) => !values[k as keyof Values].trim()).map((k) => MISSING_LABELS[k]),
    ...(token ? [] : ['verifica anti-robot']),
  ]

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (loading) return
    const request = { ...values, captcha: token }
    const parsed = (await ready())?.supportRequestSchema.safeParse(request)
    if ((parsed && !parsed.success) || !canSubmit) {
      setState(IDLE)
      return refused()
    }
    reset()
    setState({ status: 'loading' })
    const result = await postJson('/api/salesforce/assistenza', parsed?.data ?? request, { Accept: 'application/json' })
    if ('network' in result) {
      console.error('Richiesta di assistenza: invio non riuscito (rete o verifica anti-robot)')
      restartCaptcha()
      return setState({ status: 'error', message: SUPPORT_MESSAGES.network })
    }
    // The server may have spent the token before answering: the check starts over.
    restartCaptcha()
    if (result.body.success !== true) {
      // The spec's message; the server's detail goes under the field it concerns.
      const field = typeof result.body.field === 'string' ? result.body.field : undefined
      const detail = typeof result.body.message === 'string' ? result.body.message : undefined
      if (field === 'captcha') return setState({ status: 'error', message: SUPPORT_MESSAGES.network })
      setState({ status: 'error', message: SUPPORT_MESSAGES.failure, errors: field && detail ? { [field]: detail } : undefined })
      if (field && detail) announce()
      return
    }
    setValues(EMPTY)
    setState({ status: 'success' })
  }

  if (state.status === 'success') {
    return (
      <div className="sito-support-success">
        <h2 id={`${formId}-titolo`} ref={successRef} tabIndex={-1} className="h3 mb-3">
          Richiesta di assistenza inviata
        </h2>
        <p role="status">{SUPPORT_MESSAGES.success(product)}</p>
        <a href={path} className="btn btn-primary" onClick={backToIdle}>
          Invia una nuova richiesta
        </a>
      </div>
    )
  }

  const checked = attempt > 0 && schemas ? schemas.supportRequestSchema.safeParse({ ...values, captcha: token }) : null
  const errors: Record<string, string> = { ...(state.status === 'error' ? state.errors : {}), ...(checked?.error ? fieldErrors(checked.error) : {}) }
  const fieldAlert = Object.keys(errors).length > 0
  const invalid = (name: string) => (errors[name] ? true : undefined)
  const described = (name: string, ...extra: string[]) => describedBy(errors[name] && errorId(name), ...extra)
  const select = (name: 'subject' | 'notice', label: string, options: readonly string[], placeholder: string) => (
    <div className="mb-4">
      <label htmlFor={id(name)} className="form-label">
        {label}
        <RequiredMark />
      </label>
      <select id={id(name)} name={name} className="form-select" required value={values[name]} onChange={set(name)} aria-invalid={invalid(name)} aria-describedby={described(name)}>
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
      <FieldError id={errorId(name)} message={errors[name]} />
    </div>
  )

  return (
    <>
      <h2 id={`${formId}-titolo`} className="h3 mb-3">
        {title}
      </h2>
      {intro && <p>{intro}</p>}
      {state.status === 'error' && !fieldAlert && (
        <FormAlert kind="danger" focusRef={messageRef}>
          {state.message}
        </FormAlert>
      )}
      <ErrorSummary id={id('riepilogo')} errors={errors} order={ORDER} fieldId={fieldId} focusKey={focusKey} />
      <form ref={formRef} className="sito-form" action={formAction} onSubmit={hydrated ? onSubmit : undefined} noValidate={hydrated} aria-labelledby={`${formId}-titolo`}>
        <p className="small">
          I campi contrassegnati con <span aria-hidden="true">*</span> (asterisco) sono obbligatori.
        </p>
        <fieldset className="mb-4" role="radiogroup" aria-invalid={invalid('applicant')} aria-describedby={described('applicant')}>
          <legend>
            Chi sei
            <RequiredMark />
          </legend>
          {SUPPORT_APPLICANTS.map((a, i) => (
            <div className="form-check form-check-inline" key={a}>
              <input
                className="form-check-input"
                type="radio"
                id={id(`applicant-${i}`)}
                name="applicant"
                value={a}
                required
                checked={values.applicant === a}
                onChange={set('applicant')}
              />
              <label className="form-check-label" htmlFor={id(`applicant-${i}`)}>
                {a}
              </label>
            </div>
          ))}
          <FieldError id={errorId('applicant')} message={errors.applicant} />
        </fieldset>
        <div className="mb-4">
          <label htmlFor={id('address')} className="form-label">
            Email
            <RequiredMark />
          </label>
          <input id={id('address')} name="address" type="email" className="form-control" autoComplete="email" required maxLength={SUPPORT_LIMITS.address} value={values.address} onChange={set('address')} aria-invalid={invalid('address')} aria-describedby={described('address')} />
          <FieldError id={errorId('address')} message={errors.address} />
        </div>
        <div className="mb-4">
          <label htmlFor={id('phone')} className="form-label">
            Telefono (facoltativo)
          </label>
          <input id={id('phone')} name="phone" type="tel" className="form-control" autoComplete="tel" maxLength={SUPPORT_LIMITS.phone} value={values.phone} onChange={set('phone')} aria-invalid={invalid('phone')} aria-describedby={described('phone')} />
          <FieldError id={errorId('phone')} message={errors.phone} />
        </div>
        {select('subject', 'Argomento', SUPPORT_SUBJECTS, 'Scegli un argomento')}
        {select('notice', 'Avviso', SUPPORT_NOTICES, 'Scegli l’avviso')}
        <div className="mb-4">
          <label htmlFor={id('object')} className="form-label">
            Oggetto
          </label>
          <input id={id('object')} name="object" type="text" className="form-control" required maxLength={SUPPORT_LIMITS.object} value={values.object} onChange={set('object')} aria-invalid={invalid('object')} aria-describedby={described('object', id('object-conteggio'))} />
          <Counter id={id('object-conteggio')} length={textLength(values.object)} max={SUPPORT_LIMITS.object} warnAt={SUPPORT_LIMITS.objectWarning} suffix="caratteri a disposizione" />
          <FieldError id={errorId('object')} message={errors.object} />
        </div>
        <div className="mb-4">
          <label htmlFor={id('description')} className="form-label">
            Descrizione
            <RequiredMark />
          </label>
          <textarea id={id('description')} name="description" className="form-control" rows={6} required maxLength={SUPPORT_LIMITS.description} value={values.description} onChange={set('description')} aria-invalid={invalid('description')} aria-describedby={described('description', id('description-conteggio'))} />
          <Counter id={id('description-conteggio')} length={textLength(values.description)} max={SUPPORT_LIMITS.description} warnAt={SUPPORT_LIMITS.descriptionWarning} suffix="caratteri" />
          <FieldError id={errorId('description')} message={errors.description} />
        </div>
        <Honeypot name={HONEYPOT_FIELD} />
        <CaptchaWidget id={id('captcha')} config={captcha} onToken={onToken} resetKey={resetKey} errorId={errors.captcha ? errorId('captcha') : undefined} />
        <FieldError id={errorId('captcha')} message={errors.captcha} />
        <SubmitButton id={id('invio')} label="Invia Richiesta" loading={loading} missing={hydrated ? missing : []} />
      </form>
      <p className="small mt-3 mb-0">
        Prima di inviare leggi l’<IntentLink href="/informativa-privacy">informativa sulla privacy</IntentLink>.
      </p>
    </>
  )
}
