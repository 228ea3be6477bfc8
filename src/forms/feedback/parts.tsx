import { FormAlert, RequiredMark } from '../shared/form-controls'
import { RequiredNote, SuccessPanel } from '../shared/form-panels'
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
export function Thanks({ kit, headingId }: { kit: FormKit; headingId: string }) {
  return (
    <SuccessPanel kit={kit} title="Feedback inviato!" titleId={headingId} again="Torna alla domanda">
      <p className="mb-0">Grazie per il tuo feedback!</p>
    </SuccessPanel>
  )
}

/** The answer's message, with the network's detail when there is one (spec section 8). */
export function ErrorMessage({ kit }: { kit: FormKit }) {
  if (kit.state.status !== 'error') return null
  return (
    <FormAlert kind="danger" focusRef={kit.messageRef}>
      <p className="mb-0">{kit.state.message}</p>
      {kit.state.detail && <p className="small mb-0 mt-1">Dettaglio: {kit.state.detail}</p>}
    </FormAlert>
  )
}

type ChoiceProps = { kit: FormKit; name: string }

/** Sì / No: controlled by the kit's values (the plain form's too, restored after a no-JS answer). */
export function Choice({ kit, name }: ChoiceProps) {
  const error = kit.errors.utile
  return (
    <>
      {(['si', 'no'] as const).map((value) => (
        <div className="sito-choice" key={value}>
          <input
            type="radio"
            id={kit.id(`utile-${value}`)}
            name={name}
            value={value}
            required
            aria-describedby={error ? kit.errorId('utile') : undefined}
            checked={kit.values.utile === value}
            onChange={() => kit.set('utile', value)}
          />
          <label htmlFor={kit.id(`utile-${value}`)}>{value === 'si' ? 'Sì' : 'No'}</label>
        </div>
      ))}
    </>
  )
}
