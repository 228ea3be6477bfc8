import type { FormEvent, RefObject } from 'react'
import type { FormState } from '../shared/form-state'

export type View = FormState | { status: 'loading'; message: ''; detail?: undefined }
export type Answer = '' | 'si' | 'no'

/** The question, the legend of both the plain form and the one with the dialog. */
export function Legend({ headingId }: { headingId: string }) {
  return (
    <legend>
      <h2 id={headingId} className="h5 mb-3">
        Questa pagina ti è stata utile?
      </h2>
    </legend>
  )
}

/** The success panel; its button goes back to the question (without JavaScript: the page again). */
export function Thanks({ focusRef, headingId, onRestart }: { focusRef?: RefObject<HTMLDivElement | null>; headingId: string; onRestart: (e: FormEvent) => void }) {
  return (
    <div>
      <div ref={focusRef} tabIndex={-1} className="alert alert-success sito-form__message" data-form-state="success">
        <h2 id={headingId} className="h5 alert-heading">
          Feedback inviato!
        </h2>
        <p className="mb-0">Grazie per il tuo feedback!</p>
      </div>
      <form method="get" onSubmit={onRestart}>
        <button type="submit" className="btn btn-outline-primary">
          Torna alla domanda
        </button>
      </form>
    </div>
  )
}

export function ErrorMessage({ view, focusRef }: { view: View; focusRef?: RefObject<HTMLDivElement | null> }) {
  if (view.status !== 'error') return null
  return (
    <div ref={focusRef} tabIndex={-1} className="alert alert-danger sito-form__message" role="alert" data-form-state="error">
      <p className="mb-0">{view.message}</p>
      {view.detail && <p className="small mb-0 mt-1">Dettaglio: {view.detail}</p>}
    </div>
  )
}

type ChoiceProps = { id: string; name: string; answer: Answer; onChange?: (a: Answer) => void; required?: boolean; describedBy?: string }

export function Choice({ id, name, answer, onChange, required, describedBy }: ChoiceProps) {
  return (
    <>
      {(['si', 'no'] as const).map((value) => (
        <div className="sito-choice" key={value}>
          <input
            type="radio"
            id={`${id}-${value}`}
            name={name}
            value={value}
            required={required}
            aria-describedby={describedBy}
            checked={onChange ? answer === value : undefined}
            defaultChecked={onChange ? undefined : answer === value}
            onChange={onChange ? () => onChange(value) : undefined}
          />
          <label htmlFor={`${id}-${value}`}>{value === 'si' ? 'Sì' : 'No'}</label>
        </div>
      ))}
    </>
  )
}
