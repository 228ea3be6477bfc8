import { type MouseEvent, useEffect, useRef, useState } from 'react'

/** field → message; a missing or empty message means the field is fine. */
export type Errors = Partial<Record<string, string>>

/** The fields with a message, in the order the form shows them. */
function errorList(errors: Errors, order: readonly string[]): [string, string][] {
  const named = order.filter((f) => errors[f]).map((f) => [f, errors[f]!] as [string, string])
  const others = Object.entries(errors).filter((e): e is [string, string] => !order.includes(e[0]) && !!e[1])
  return [...named, ...others]
}

/** Focuses a field (or the first control inside a group) and brings its label into view. */
function focusField(targetId: string) {
  const target = document.getElementById(targetId)
  if (!target) return
  const control = target.matches('input, select, textarea, button')
    ? target
    : target.querySelector<HTMLElement>('input:not([type=hidden]), select, textarea, button, [tabindex]')
  const focusable = control ?? target
  if (!control) target.tabIndex = -1
  const label = target.id ? document.querySelector(`label[for="${CSS.escape(target.id)}"]`) : null
  ;(label ?? focusable.closest('fieldset') ?? focusable).scrollIntoView({ block: 'center' })
  focusable.focus({ preventScroll: true })
}

/** GOV.UK's error summary: after a refused submit it takes focus (scrolled into view) and links every message to its field. */
export function ErrorSummary({ id, errors, order, fieldId, focusKey }: {
  id: string
  errors: Errors
  order: readonly string[]
  fieldId: (field: string) => string
  /** Each new value moves the focus to the summary. */
  focusKey: number
}) {
  const ref = useRef<HTMLDivElement>(null)
  const list = errorList(errors, order)
  const shown = list.length > 0
  useEffect(() => {
    if (focusKey > 0 && ref.current) {
      ref.current.scrollIntoView({ block: 'start' })
      ref.current.focus({ preventScroll: true })
    }
  }, [focusKey])
  if (!shown) return null
  const go = (field: string) => (event: MouseEvent) => {
    event.preventDefault()
    focusField(fieldId(field))
  }
  return (
    <div ref={ref} tabIndex={-1} className="sito-error-summary" role="alert" aria-labelledby={`${id}-titolo`} data-error-summary="">
      <h2 id={`${id}-titolo`} className="h5 sito-error-summary__title">
        {list.length === 1 ? 'C’è un errore da correggere' : `Ci sono ${list.length} errori da correggere`}
      </h2>
      <ul className="sito-error-summary__list">
        {list.map(([field, message]) => (
          <li key={field}>
            <a href={`#${fieldId(field)}`} onClick={go(field)}>
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * `attempt`: submits refused in the browser; from the first the form checks itself as the visitor
 * types. `focusKey` grows with every refusal, the server's too: the summary takes focus again.
 */
export function useAttempts() {
  const [attempt, setAttempt] = useState(0)
  const [focusKey, setFocusKey] = useState(0)
  return {
    attempt,
    focusKey,
    refused: () => {
      setAttempt((a) => a + 1)
      setFocusKey((k) => k + 1)
    },
    announce: () => setFocusKey((k) => k + 1),
    reset: () => setAttempt(0),
  }
}

/**
 * The submit button. Where the spec keeps it disabled until the form is complete, it stays
 * focusable (`aria-disabled`) and says what is missing; a click then shows the error summary.
 */
export function SubmitButton({ id, label, loading, missing = [] }: { id: string; label: string; loading: boolean; missing?: string[] }) {
  const blocked = missing.length > 0
  return (
    <>
      <button type="submit" className="btn btn-primary" aria-disabled={blocked || loading || undefined} aria-describedby={blocked ? `${id}-mancano` : undefined}>
        {loading ? 'Invio in corso...' : label}
      </button>
      {blocked && (
        <p id={`${id}-mancano`} className="small mt-2 mb-0 sito-form__missing">
          Per inviare completa: {missing.join(', ')}.
        </p>
      )}
    </>
  )
}
