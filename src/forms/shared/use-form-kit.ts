import { type ChangeEvent, type FormEvent, useActionState, useCallback, useEffect, useRef, useState } from 'react'
import { useHydrated } from '@/components/hooks/useHydrated'
import { clip } from '@/content/text-rules'
import { useStateFrom } from '@/components/hooks/useStateFrom'
import { useSchemaModule, useSubmissionKey, useValuesTypedBeforeHydration } from './client-hooks'
import { type Errors, useAttempts } from './error-summary'
import { type FormState, IDLE } from './form-state'
import { KEY_FIELD } from './no-js'

export type Values = Record<string, string>
/** The browser's check of a request: each field's first message, and what to send when there is none. */
export type Checked = { errors: Errors; data?: unknown }

export type FormKitOptions<V extends Values, M> = {
  /** Prefix of every id of the form: `${formId}-${field}`, its error `${formId}-${field}-errore`. */
  formId: string
  /** The server action the form posts to without JavaScript (React's useActionState). */
  action: (prev: FormState, data: FormData) => Promise<FormState>
  /** The page's address: the no-JS post, and the «start again» GET, go there. */
  path: string
  /** Where «start again» lands on the page (an element id), without JavaScript. */
  anchor?: string
  empty: V
  /** The fields in the order the form shows them (the error summary's order). */
  order: readonly string[]
  /** The form's schema module, loaded on the visitor's first interaction (zod stays out of the page). */
  loadSchema?: () => Promise<M>
  check?: (schemas: M, request: Values) => Checked
  /**
   * Sends the request as JSON (the schema's output when it has one, plus the idempotency key);
   * the answer, in the form's own words. Without it the server action answers, with JavaScript too.
   */
  send?: (body: Record<string, unknown>) => Promise<FormState>
  /** The page's idempotency key for the no-JS post (submission-key.ts): the form then carries one. */
  pageKey?: string
  /** The form carries a captcha token (`captcha` in the request). */
  captcha?: boolean
  /** The spec's rule for the button: what is still missing, by label (none: enabled); `errors` null until the schema has loaded. */
  missing?: (values: V, token: string, errors: Errors | null) => string[]
  /** The request for the values (default: the values themselves). */
  request?: (values: V) => Values
}

/** Field errors of an answer: its map, or its one field. */
function answerErrors(state: FormState): Errors {
  if (state.status !== 'error') return {}
  if (state.errors) return state.errors
  return state.field && state.message ? { [state.field]: state.message } : {}
}

const noSchema = async () => null

function without(errors: Errors, field: string): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).filter((e): e is [string, string] => e[0] !== field && !!e[1]))
}

/** What each field shows: the server's answer first, then the browser's check once the field may be judged. */
function shownErrors(order: readonly string[], answered: Errors, checked: Errors, judged: (field: string) => boolean): Errors {
  const errors: Errors = {}
  for (const field of new Set([...order, ...Object.keys(answered)])) {
    const message = answered[field] ?? (judged(field) ? checked[field] : undefined)
    if (message) errors[field] = message
  }
  return errors
}

/** The captcha's token, and the key that makes its widget start over. */
function useCaptchaToken() {
  const [token, setToken] = useState('')
  const [resetKey, setResetKey] = useState(0)
  const onToken = useCallback((t: string) => setToken(t), [])
  const restart = () => {
    setToken('')
    setResetKey((k) => k + 1)
  }
  return { token, onToken, resetKey, restart }
}

/** Moves the focus to an answer once it is shown: the summary (field errors), else its message. */
function useAnswerFocus(state: FormState, announce: () => void) {
  const messageRef = useRef<HTMLDivElement>(null)
  const expecting = useRef(false)
  useEffect(() => {
    if (!expecting.current || state.status === 'loading' || state.status === 'idle') return
    expecting.current = false
    if (Object.keys(answerErrors(state)).length > 0) announce()
    else messageRef.current?.focus()
  }, [state, announce])
  return { messageRef, expectAnswer: () => void (expecting.current = true) }
}

/** The visitor's values (the no-JS answer's, and those typed before hydration, included) and the fields they have left. */
function useValues<V extends Values>(empty: V, restored: FormState['values']) {
  const [values, setValues] = useState<V>(() => ({ ...empty, ...(restored as Partial<V>) }))
  const formRef = useValuesTypedBeforeHydration(setValues)
  const [touched, setTouched] = useState<Record<string, boolean>>({})
  const clear = () => {
    setValues(empty)
    setTouched({})
  }
  const set = (name: string, value: string) => setValues((v) => ({ ...v, [name]: value }))
  const leave = (name: string) => () => setTouched((t) => (t[name] ? t : { ...t, [name]: true }))
  return { values, touched, formRef, clear, set, leave }
}

/**
 * The one form-state hook of the site's forms. Without JavaScript the form posts to its server
 * action and the page comes back with the answer and the values; with JavaScript it checks
 * itself with the schema (after the first refused submit, and each field once left), sends JSON,
 * and shows the answer: success, a message above the form, or errors under the fields and in
 * the summary. Focus goes to what changed: the summary, the message or the success panel.
 */
export function useFormKit<V extends Values, M>(o: FormKitOptions<V, M>) {
  const hydrated = useHydrated()
  const [serverState, formAction] = useActionState(o.action, IDLE, o.path)
  const [state, setState] = useStateFrom<FormState>(serverState)
  const { values, touched, formRef, clear, set, leave } = useValues(o.empty, serverState.values)
  const captcha = useCaptchaToken()
  const [submissionKey, renewKey] = useSubmissionKey(o.pageKey ?? '')
  const keyed = o.pageKey === undefined ? undefined : submissionKey
  const { schemas, ready } = useSchemaModule((o.loadSchema ?? noSchema) as () => Promise<M | null>)
  const { attempt, focusKey, refused, announce, reset: resetAttempts } = useAttempts()
  const { messageRef, expectAnswer } = useAnswerFocus(state, announce)

  const answered = answerErrors(state)
  const request = { ...(o.request ? o.request(values) : values), ...(o.captcha ? { captcha: captcha.token } : {}) }
  const check = (m: M | null): Checked => (m && o.check ? o.check(m, request) : { errors: {} })
  const checked = check(schemas).errors
  const errors = shownErrors(o.order, answered, checked, (field) => hydrated && (attempt > 0 || !!touched[field]))
  const loading = state.status === 'loading'
  const refuse = () => {
    setState(IDLE)
    refused()
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!o.send) return expectAnswer() // React posts to the server action
    event.preventDefault()
    if (loading) return
    const result = check(await ready())
    if (Object.keys(result.errors).length > 0 || (o.missing?.(values, captcha.token, result.errors).length ?? 0) > 0) return refuse()
    resetAttempts()
    setState({ status: 'loading' })
    const data = (result.data ?? request) as Record<string, unknown>
    const answer = await o.send(keyed === undefined ? data : { ...data, [KEY_FIELD]: keyed })
    if (o.captcha) captcha.restart() // the server may have spent the token: the check starts over
    expectAnswer()
    setState(answer)
    if (answer.status === 'success') clear()
  }

  /** Back to an empty form; without JavaScript the button's GET does it (the page again). */
  function restart(event: FormEvent) {
    event.preventDefault()
    clear()
    resetAttempts()
    captcha.restart()
    renewKey() // a new request
    setState(IDLE)
  }

  /** A field's change handler; `max` cuts a pasted text at the field's limit (in characters, as the counter counts). */
  const change = (name: string, max?: number) => (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    set(name, max ? clip(e.target.value, max) : e.target.value)
    if (answered[name]) setState((s) => ({ ...s, errors: without(answerErrors(s), name), field: undefined }))
  }

  return {
    hydrated,
    state,
    values,
    errors,
    loading,
    messageRef,
    restartTo: `${o.path}${o.anchor ? `#${o.anchor}` : ''}`,
    restart,
    /** Ids of a field and of its error. */
    id: (name: string) => `${o.formId}-${name}`,
    errorId: (name: string) => `${o.formId}-${name}-errore`,
    change,
    leave,
    set,
    /** Back to the idle state, the values kept (a dialog closed on an error). */
    idle: () => setState(IDLE),
    /** A submit refused before sending (a control outside the form, such as the feedback's opener). */
    refuse,
    form: { ref: formRef, action: formAction, onSubmit: hydrated ? onSubmit : undefined, noValidate: hydrated, 'aria-busy': loading || undefined },
    summary: { errors: attempt > 0 || Object.keys(answered).length > 0 ? errors : {}, order: o.order, focusKey },
    /** The message above the form: an answer that names no field. */
    alert: state.status === 'error' && Object.keys(answered).length === 0 ? state.message : undefined,
    missing: hydrated && o.missing ? o.missing(values, captcha.token, schemas ? checked : null) : [],
    captcha: { onToken: captcha.onToken, resetKey: captcha.resetKey },
    /** The idempotency key the form carries (hidden field), when it has one. */
    submissionKey: keyed,
  }
}

export type FormKit = ReturnType<typeof useFormKit>
