import { type Dispatch, type MouseEvent, type SetStateAction, useActionState, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { z } from 'zod'
import { useFirstInteraction } from '@/components/hooks/useFirstInteraction'
import { useHydrated } from '@/components/hooks/useHydrated'
import { useReadWhileHydrating } from '@/components/hooks/useReadWhileHydrating'
import { useStateFrom } from '@/components/hooks/useStateFrom'
import { type FormState, IDLE } from './form-state'

/** Every field's first message from a zod error. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = typeof issue.path[0] === 'string' ? issue.path[0] : '_'
    out[key] ??= issue.message
  }
  return out
}

/**
 * What a form shows: the server action's answer (the no-JavaScript path) until the browser sets
 * its own. `showAnswer` shows the browser's answer and puts focus on its message (`messageRef`);
 * `awaitAnswer` (on a server action's submit) puts focus there when the action's answer comes.
 */
export function useFormView<V extends { status: string }>(serverState: V) {
  const [view, setView] = useStateFrom<V>(serverState)
  const messageRef = useRef<HTMLDivElement>(null)
  const moveFocus = useRef(false)

  useEffect(() => {
    if (moveFocus.current && (view.status === 'success' || view.status === 'error')) {
      moveFocus.current = false
      messageRef.current?.focus()
    }
  }, [view])
  const showAnswer = useCallback(
    (answer: V) => {
      moveFocus.current = true
      setView(answer)
    },
    [setView],
  )
  const awaitAnswer = useCallback(() => void (moveFocus.current = true), [])
  return { view, setView, messageRef, showAnswer, awaitAnswer }
}

/** The form's fields whose value differs from `values` (text, selects, radio groups), by name. */
function withFieldsOf<V extends Record<string, string>>(form: HTMLFormElement, values: V): V {
  const typed = Object.keys(values).flatMap<[string, string]>((name) => {
    const field = form.elements.namedItem(name)
    const readable =
      field instanceof RadioNodeList ||
      field instanceof HTMLTextAreaElement ||
      field instanceof HTMLSelectElement ||
      (field instanceof HTMLInputElement && !['checkbox', 'radio', 'hidden'].includes(field.type))
    return readable && field.value !== values[name] ? [[name, field.value]] : []
  })
  return typed.length ? { ...values, ...Object.fromEntries(typed) } : values
}

/**
 * What a visitor typed or chose before the page's script ran. Hydration leaves it in the fields,
 * but the form's state does not have it: it would not be sent, and the field's next render would
 * empty it. Read once, right after hydration, into the values. Returns the ref for the <form>.
 */
export function useValuesTypedBeforeHydration<V extends Record<string, string>>(setValues: Dispatch<SetStateAction<V>>) {
  const formRef = useRef<HTMLFormElement>(null)
  // The fields are read once the form's ref is set, so here only the moment is taken.
  const hydrating = useReadWhileHydrating(() => true) ?? false
  useLayoutEffect(() => {
    const form = formRef.current
    if (hydrating && form) setValues((values) => withFieldsOf(form, values))
  }, [hydrating, setValues])
  return formRef
}

/**
 * The state of a form sent with a captcha: a server action for the no-JavaScript path, the
 * visitor's values, the captcha token and the key that makes the captcha widget start over.
 * `path` is the page's address: the no-JS form posts there (React's permalink; without it the
 * server HTML has `action=""`, which HTML does not allow).
 */
export function useCaptchaForm<V extends Record<string, string>>(action: (prev: FormState, data: FormData) => Promise<FormState>, empty: V, path: string, pageKey: string) {
  const [serverState, formAction] = useActionState(action, IDLE, path)
  const [submissionKey, renewKey] = useSubmissionKey(pageKey)
  const [state, setState] = useState<FormState>(serverState)
  const [values, setValues] = useState<V>({ ...empty, ...(serverState.values as Partial<V>) })
  const formRef = useValuesTypedBeforeHydration(setValues)
  const [token, setToken] = useState('')
  const [resetKey, setResetKey] = useState(0)

  const onToken = useCallback((t: string) => setToken(t), [])
  const set = (name: keyof V) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value }))
  function restartCaptcha() {
    setToken('')
    setResetKey((k) => k + 1)
  }
  function backToIdle(event: MouseEvent) {
    event.preventDefault()
    renewKey()
    setValues(empty)
    setState(IDLE)
  }
  return { formAction, formRef, state, setState, values, setValues, token, onToken, resetKey, restartCaptcha, set, backToIdle, submissionKey }
}

function randomKey(): string {
  // getRandomValues also works on plain http, where randomUUID does not exist.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')
}

/**
 * The request's idempotency key (src/forms/shared/submission-key.ts, hidden field `chiave`): the
 * page's own until the script runs, then one made in this browser, kept across retries of the same
 * request and renewed for a new one.
 */
function useSubmissionKey(pageKey: string): [string, () => void] {
  const hydrated = useHydrated()
  // Made once in the browser (state is not hydrated from the server); shown once hydration is over.
  const [key, setKey] = useState(() => (typeof document === 'undefined' ? '' : randomKey()))
  return [hydrated ? key : pageKey, useCallback(() => setKey(randomKey()), [])]
}

/**
 * A form's schema module, imported on the visitor's first interaction, in a chunk of its own: zod
 * (about 90 KB compressed) stays out of every page that has no such form. The browser's checks
 * only help the visitor; the server validates every request with the same schema.
 * `ready()` resolves it for a submit that comes before the import has finished, or to null when
 * the chunk cannot be fetched (offline, a newer deploy): the form then leaves the checks to the server.
 */
export function useSchemaModule<M>(load: () => Promise<M>): { schemas: M | null; ready: () => Promise<M | null> } {
  const [schemas, setSchemas] = useState<M | null>(null)
  const pending = useRef<Promise<M | null> | null>(null)
  const ready = useCallback(() => {
    pending.current ??= load().then(
      (m) => {
        setSchemas(() => m)
        return m
      },
      () => {
        pending.current = null
        return null
      },
    )
    return pending.current
  }, [load])
  useFirstInteraction(useCallback(() => void ready(), [ready]))
  return { schemas, ready }
}
