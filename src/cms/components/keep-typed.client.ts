'use client'

import { useAllFormFields, useDocumentInfo, useForm, useFormBackgroundProcessing, useFormInitializing } from '@payloadcms/ui'
import { useEffect, useRef } from 'react'

/** Payload's own plain text fields (the site's custom fields keep what is typed themselves). */
const PLAIN = new Set(['text', 'textarea', 'email'])
/** How long a typed value outlives a completed save that did not store it (then the server's answer stands). */
const KEEP_MS = 3_000

type Typed = { value: string; at: number }

function plainPath(target: EventTarget | null): string | null {
  if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) || !target.name) return null
  const classes = [...(target.closest('.field-type')?.classList ?? [])]
  if (!classes.some((c) => PLAIN.has(c)) || classes.some((c) => c.startsWith('sito-'))) return null
  return target.name
}

function valueAt(data: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), data)
}

/**
 * Nothing typed is lost (issue 38, problem 5): what the editor types in Payload's own text fields
 * is remembered until a save stores it, and put back when an answer from the server replaces it
 * first. Two such answers emptied fields: the document's state sent again right after the form
 * appears (a title typed at once, at 4x CPU, lost in 9 of 10 tries), and an autosave answer
 * arriving after a later change (payloadcms/payload#17455, open; not fixed in 3.90.2). A typed
 * value gives way to the server once a save completed more than KEEP_MS after it, so a value the
 * server rewrites on purpose cannot loop. Rows moved or removed forget the values typed in rows.
 */
function useKeepTyped(): void {
  const { dispatchFields, setModified } = useForm()
  const [fields] = useAllFormFields()
  const { data } = useDocumentInfo()
  const typed = useRef(new Map<string, Typed>())

  useEffect(() => {
    const onInput = (e: Event) => {
      const path = e.isTrusted ? plainPath(e.target) : null
      if (path) typed.current.set(path, { value: (e.target as HTMLInputElement).value, at: Date.now() })
    }
    const onRows = (e: Event) => {
      const button = (e.target as Element | null)?.closest?.('button, [draggable="true"]')
      if (!button?.closest('.array-field, .blocks-field')) return
      for (const path of typed.current.keys()) if (/\.\d+(\.|$)/.test(path)) typed.current.delete(path)
    }
    document.addEventListener('input', onInput, true)
    document.addEventListener('click', onRows, true)
    document.addEventListener('dragstart', onRows, true)
    return () => {
      document.removeEventListener('input', onInput, true)
      document.removeEventListener('click', onRows, true)
      document.removeEventListener('dragstart', onRows, true)
    }
  }, [])

  // A save completed: what it stored is safe; what it did not store stays a little longer.
  useEffect(() => {
    const now = Date.now()
    for (const [path, entry] of typed.current) {
      if (valueAt(data, path) === entry.value || now - entry.at > KEEP_MS) typed.current.delete(path)
    }
  }, [data])

  useEffect(() => {
    for (const [path, entry] of typed.current) {
      const field = fields[path]
      if (!field) continue
      if (field.value === entry.value) continue
      dispatchFields({ type: 'UPDATE', path, value: entry.value })
      setModified(true)
    }
  }, [fields, dispatchFields, setModified])
}

/**
 * The document's fields are shown only once the form can keep what is typed (custom.scss hides
 * them until `html[data-modulo-pronto]`): before, Payload's fields drawn by the server take no
 * keys (read-only until the form has mounted), and a title typed as soon as the form appeared, at
 * 4x CPU, went nowhere in 9 of 10 tries.
 */
function useShowWhenReady(): void {
  const initializing = useFormInitializing()
  useEffect(() => {
    if (initializing) return
    document.documentElement.dataset.moduloPronto = ''
    return () => {
      delete document.documentElement.dataset.moduloPronto
    }
  }, [initializing])
}

/**
 * Payload's autosave marks the form as saved when its request ends, even when the editor changed
 * something while it ran (a table pasted meanwhile): leaving then asked nothing and lost it. A
 * change made while an autosave runs keeps the form modified (and the next autosave stores it).
 */
function useModifiedAfterAutosave(): void {
  const { setModified } = useForm()
  const autosaving = useFormBackgroundProcessing()
  const changed = useRef(false)
  useEffect(() => {
    if (!autosaving) return
    changed.current = false
    const onChange = () => {
      changed.current = true
    }
    const events = ['input', 'paste', 'change', 'drop'] as const
    for (const name of events) document.addEventListener(name, onChange, true)
    return () => {
      for (const name of events) document.removeEventListener(name, onChange, true)
      // The autosave just ended: what changed while it ran is not saved yet.
      if (changed.current) setModified(true)
    }
  }, [autosaving, setModified])
}

/** The hooks in a component of their own: it re-renders on every keystroke, nothing else with it. */
export function KeepTyped(): null {
  useKeepTyped()
  useShowWhenReady()
  useModifiedAfterAutosave()
  return null
}
