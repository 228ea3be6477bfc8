import type { RefObject } from 'react'
import { FormAlert, RequiredMark } from '../shared/form-controls'
import { RequiredNote, SuccessPanel } from '../shared/form-panels'
import type { FormState } from '../shared/form-state'
import type { FormKit } from '../shared/use-form-kit'

/** The question, the legend of both the plain form and the one with the dialog, then the required note. */
export function Legend({ headingId }: { headingId: string }) {
  return (
    <>
      <legend>
        <h2 id={headingId} className="h5 mb-3">
          Questa pagina ti è stata utile?
          <RequiredMark />
        </h2>
      </legend>
      <RequiredNote />
    </>
  )
}

/** The success panel; its button goes back to the question (without JavaScript: the page again). */
export function Thanks({ kit, headingId }: { kit: Pick<FormKit, 'messageRef' | 'restartTo' | 'restart'>; headingId: string }) {
  return (
    <SuccessPanel kit={kit} title="Feedback inviato!" titleId={headingId} again="Torna alla domanda">
      <p className="mb-0">Grazie per il tuo feedback!</p>
    </SuccessPanel>
  )
}

/** The answer's message, with the network's detail when there is one (spec section 8). */
export function ErrorMessage({ state, focusRef }: { state: FormState; focusRef: RefObject<HTMLDivElement | null> }) {
  if (state.status !== 'error') return null
  return (
    <FormAlert kind="danger" focusRef={focusRef}>
      <p className="mb-0">{state.message}</p>
      {state.detail && <p className="small mb-0 mt-1">Dettaglio: {state.detail}</p>}
    </FormAlert>
  )
}

type ChoiceProps = {
  /** The radios' name, and the prefix of their ids (`${name}-si`). */
  name: string
  idPrefix: string
  selected: string | undefined
  /** Given: the radios follow the state (the dialog's kit); without: the page's values, as the browser keeps them (the plain form). */
  onSelect?: (value: 'si' | 'no') => void
  errorId?: string
}

/** Sì / No, with the answer already given (the plain form's restored after a no-JS answer). */
export function Choice({ name, idPrefix, selected, onSelect, errorId }: ChoiceProps) {
  return (
    <>
      {(['si', 'no'] as const).map((value) => (
        <div className="sito-choice" key={value}>
          <input
            type="radio"
            id={`${idPrefix}-${value}`}
            name={name}
            value={value}
            required
            aria-describedby={errorId}
            {...(onSelect ? { checked: selected === value, onChange: () => onSelect(value) } : { defaultChecked: selected === value })}
          />
          <label htmlFor={`${idPrefix}-${value}`}>{value === 'si' ? 'Sì' : 'No'}</label>
        </div>
      ))}
    </>
  )
}
