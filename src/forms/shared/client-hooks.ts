import { type Dispatch, type SetStateAction, useCallback, useLayoutEffect, useRef, useState } from 'react'
import type { z } from 'zod'
import { useFirstInteraction } from '@/components/hooks/useFirstInteraction'
import { useHydrated } from '@/components/hooks/useHydrated'
import { useReadWhileHydrating } from '@/components/hooks/useReadWhileHydrating'

/** Every field's first message from a zod error. */
function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = typeof issue.path[0] === 'string' ? issue.path[0] : '_'
    out[key] ??= issue.message
  }
  return out
}

/** A request checked with a form's schema: each field's first message, or the data to send. */
export function schemaCheck(schema: z.ZodType, request: unknown): { errors: Record<string, string>; data?: unknown } {
  const parsed = schema.safeParse(request)
  return parsed.success ? { errors: {}, data: parsed.data } : { errors: fieldErrors(parsed.error) }
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

function randomKey(): string {
  // getRandomValues also works on plain http, where randomUUID does not exist.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')
}

/**
 * The request's idempotency key (src/forms/shared/submission-key.ts, hidden field `chiave`): the
 * page's own until the script runs, then one made in this browser, kept across retries of the same
 * request and renewed for a new one.
 */
export function useSubmissionKey(pageKey: string): [string, () => void] {
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
