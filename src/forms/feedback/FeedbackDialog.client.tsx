'use client'

import { IntentLink } from '@/components/page/IntentLink.client'
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react'
import { clip, textLength } from '@/content/text-rules'
import { useFormView } from '../shared/client-hooks'
import { ErrorSummary, useAttempts } from '../shared/error-summary'
import { type FormState, IDLE } from '../shared/form-state'
import { FEEDBACK_ERROR, NETWORK_ERROR, TOKEN_ERROR } from '../shared/messages'
import { postJson } from '../shared/post-json'
import { COMMENT_MAX, COMMENT_WARNING } from './limits'
import { type Answer, Choice, ErrorMessage, Legend, Thanks, type View } from './parts'

const FOCUSABLE = 'button:not([disabled]), textarea:not([disabled]), input:not([disabled]), select, a[href], [tabindex]:not([tabindex="-1"])'
const NO_ANSWER = 'Indica se la pagina ti è stata utile: scegli Sì o No.'

/** Token first (spec section 7), then the answer; errors in the spec's words (section 8). */
async function sendFeedback(body: { utile: boolean; commento: string; link: string }): Promise<FormState> {
  const issued = await postJson('/api/feedback/token', {})
  const token = issued.ok ? issued.body.csrf_token : undefined
  if (typeof token !== 'string') return { status: 'error', message: NETWORK_ERROR, detail: TOKEN_ERROR }
  const result = await postJson('/api/feedback/submit', body, { 'X-CSRF-TOKEN': token })
  if ('network' in result) return { status: 'error', message: NETWORK_ERROR }
  if (result.ok) return { status: 'success', message: 'Feedback inviato!' }
  const message = result.body.message
  return { status: 'error', message: typeof message === 'string' && message ? message : FEEDBACK_ERROR }
}

function Counter({ id, length }: { id: string; length: number }) {
  const warning = length > COMMENT_WARNING
  return (
    <div id={id} className={`sito-form__counter${warning ? ' sito-form__counter--warning' : ''}`} data-warning={warning || undefined}>
      {length}/{COMMENT_MAX} caratteri{warning ? ': ti resta poco spazio' : ''}
    </div>
  )
}

/** Keeps Tab and Shift+Tab inside the modal. */
function trapTab(event: KeyboardEvent<HTMLDialogElement>) {
  const dialog = event.currentTarget
  if (event.key !== 'Tab') return
  const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)]
  if (items.length === 0) return
  const first = items[0]
  const last = items[items.length - 1]
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault()
    first.focus()
  }
}

/**
 * The widget with JavaScript, loaded as the visitor nears it (FeedbackWidget): yes or no
 * enables Invia, which opens a modal for an optional comment, sent to the JSON endpoints.
 */
export function FeedbackDialog({ pageLink, headingId }: { pageLink: string; headingId: string }) {
  const { view, setView, messageRef, showAnswer } = useFormView<View>(IDLE)
  const [answer, setAnswer] = useState<Answer>('')
  const [comment, setComment] = useState('')
  const dialogRef = useRef<HTMLDialogElement>(null)
  const openerRef = useRef<HTMLButtonElement>(null)
  const id = useId()
  const { attempt, focusKey, refused, reset } = useAttempts()

  function restart(event: FormEvent) {
    event.preventDefault()
    setAnswer('')
    setComment('')
    reset()
    setView(IDLE)
  }

  if (view.status === 'success') return <Thanks focusRef={messageRef} headingId={headingId} onRestart={restart} />

  function open() {
    if (!answer) return refused()
    reset()
    setView(IDLE)
    dialogRef.current?.showModal()
  }

  function onClose() {
    setView((v) => (v.status === 'success' ? v : IDLE))
    openerRef.current?.focus()
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (view.status === 'loading' || !answer) return
    setView({ status: 'loading', message: '' })
    const result = await sendFeedback({ utile: answer === 'si', commento: comment, link: pageLink })
    if (result.status === 'success') dialogRef.current?.close()
    showAnswer(result)
  }

  const loading = view.status === 'loading'
  const errors = attempt > 0 && !answer ? { utile: NO_ANSWER } : {}
  return (
    <div data-form-state={view.status}>
      <ErrorSummary id={`${id}-riepilogo`} errors={errors} order={['utile']} fieldId={() => `${id}-utile-si`} focusKey={focusKey} />
      <fieldset className="mb-3" role="radiogroup" aria-invalid={errors.utile ? true : undefined} aria-describedby={errors.utile ? `${id}-utile-errore` : undefined}>
        <Legend headingId={headingId} />
        <Choice id={`${id}-utile`} name={`${id}-utile`} answer={answer} onChange={setAnswer} describedBy={errors.utile ? `${id}-utile-errore` : undefined} />
        {errors.utile && (
          <p id={`${id}-utile-errore`} className="sito-form__error mb-0">
            {errors.utile}
          </p>
        )}
      </fieldset>
      <button
        ref={openerRef}
        type="button"
        className="btn btn-primary"
        aria-disabled={!answer || undefined}
        aria-describedby={answer ? undefined : `${id}-mancano`}
        onClick={open}
        aria-haspopup="dialog"
      >
        Invia
      </button>
      {!answer && (
        <p id={`${id}-mancano`} className="small mt-2 mb-0 sito-form__missing">
          Per inviare scegli Sì o No.
        </p>
      )}
      <dialog ref={dialogRef} className="sito-dialog" aria-labelledby={`${id}-dialog-title`} onClose={onClose} onKeyDown={trapTab}>
        <form onSubmit={submit} aria-busy={loading}>
          <h2 id={`${id}-dialog-title`} className="h4">
            Vuoi aggiungere un commento?
          </h2>
          <p>
            Hai risposto <strong>{answer === 'si' ? 'Sì' : 'No'}</strong>. Puoi spiegarci il perché, oppure inviare solo la risposta.
          </p>
          <ErrorMessage view={view} focusRef={messageRef} />
          <label className="form-label" htmlFor={`${id}-commento`}>
            Commento (facoltativo)
          </label>
          <textarea
            id={`${id}-commento`}
            className="form-control"
            rows={4}
            maxLength={COMMENT_MAX}
            value={comment}
            onChange={(e) => setComment(clip(e.target.value, COMMENT_MAX))}
            aria-describedby={`${id}-contatore ${id}-avviso`}
          />
          <Counter id={`${id}-contatore`} length={textLength(comment)} />
          <div id={`${id}-avviso`} className="sito-form__hint">
            Non inserire dati personali: per ricevere una risposta scrivi al <IntentLink href="/supporto">servizio di supporto</IntentLink>.
          </div>
          <div className="d-flex flex-wrap gap-2 justify-content-end mt-4">
            <button type="button" className="btn btn-outline-primary" onClick={() => dialogRef.current?.close()}>
              Annulla
            </button>
            <button type="submit" className="btn btn-primary" disabled={loading}>
              {loading ? 'Invio in corso...' : 'Invia'}
            </button>
          </div>
        </form>
      </dialog>
    </div>
  )
}
