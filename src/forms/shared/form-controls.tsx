import type { ReactNode } from 'react'

/** Ids of a field's error and help texts, joined for aria-describedby. */
export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ')
  return list || undefined
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null
  return (
    <p id={id} className="sito-form__error small mt-1 mb-0">
      {message}
    </p>
  )
}

export function RequiredMark() {
  return (
    <span className="sito-form__required" aria-hidden="true">
      {' '}*
    </span>
  )
}

/** n/max with the warning style past `warnAt` (spec: territory 250/300, object 100/150, description 31950/32000). */
export function Counter({ id, length, max, warnAt, suffix }: { id: string; length: number; max: number; warnAt: number; suffix?: string }) {
  const warning = length > warnAt
  return (
    <p id={id} className={`sito-form__counter small mt-1 mb-0${warning ? ' sito-form__counter--warning' : ''}`} data-warning={warning || undefined}>
      {`${length}/${max}${suffix ? ` ${suffix}` : ''}`}
    </p>
  )
}

/** A field only robots fill: off screen, out of the tab order, hidden from assistive technology. */
export function Honeypot({ name }: { name: string }) {
  return (
    <div className="sito-form__trap" aria-hidden="true">
      <label>
        Non compilare questo campo
        <input type="text" name={name} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}

export function FormAlert({ kind, children, focusRef }: { kind: 'danger' | 'success'; children: ReactNode; focusRef?: React.Ref<HTMLDivElement> }) {
  return (
    <div ref={focusRef} tabIndex={-1} className={`alert alert-${kind}`} role={kind === 'danger' ? 'alert' : 'status'}>
      {children}
    </div>
  )
}
