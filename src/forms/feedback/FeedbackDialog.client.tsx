'use client'

import { IntentLink } from '@/components/page/IntentLink.client'
import { usePathname } from 'next/navigation'
import { type KeyboardEvent, useId, useRef } from 'react'
import { ErrorSummary } from '../shared/error-summary'
import { TextAreaField } from '../shared/field-kit'
import type { FormState } from '../shared/form-state'
import { FEEDBACK_ERROR, NETWORK_ERROR, TOKEN_ERROR } from '../shared/messages'
import { postJson } from '../shared/post-json'
import { type FormKit, useFormKit, type Values } from '../shared/use-form-kit'
import { feedbackAction } from './actions'
import { COMMENT_MAX, COMMENT_WARNING } from './limits'
import { Choice, ErrorMessage, Legend, Thanks } from './parts'

const FOCUSABLE = 'button:not([disabled]), textarea:not([disabled]), input:not([disabled]), select, a[href], [tabindex]:not([tabindex="-1"])'
const NO_ANSWER = 'Indica se la pagina ti è stata utile: scegli Sì o No.'
const checkAnswer = async () => (request: Values) => ({ errors: request.utile ? {} : { utile: NO_ANSWER } })

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

/** Keeps Tab and Shift+Tab inside the modal. */
function trapTab(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)]
  const [first, last] = [items[0], items[items.length - 1]]
  if (!first || !last) return
  const edge = event.shiftKey ? first : last
  if (document.activeElement !== edge) return
  event.preventDefault()
  ;(event.shiftKey ? last : first).focus()
}

function CommentField({ kit }: { kit: FormKit }) {
  const hint = (
    <>
      Non inserire dati personali: per ricevere una risposta scrivi al <IntentLink href="/supporto">servizio di supporto</IntentLink>.
    </>
  )
  const counter = { max: COMMENT_MAX, warnAt: COMMENT_WARNING, suffix: 'caratteri' }
  return <TextAreaField kit={kit} name="commento" label="Commento (facoltativo)" rows={4} maxLength={COMMENT_MAX} counter={counter} hint={hint} />
}

/**
 * The widget with JavaScript, loaded as the visitor nears it (FeedbackWidget): yes or no
 * enables Invia, which opens a modal for an optional comment, sent to the JSON endpoints.
 */
export function FeedbackDialog({ pageLink, headingId }: { pageLink: string; headingId: string }) {
  const id = useId()
  const send = (r: Record<string, unknown>) => sendFeedback({ utile: r.utile === 'si', commento: String(r.commento ?? ''), link: pageLink })
  const kit = useFormKit({ formId: id, action: feedbackAction, path: usePathname(), empty: { utile: '', commento: '' }, order: ['utile'], loadSchema: checkAnswer, check: (c, r) => c(r), send })
  const dialogRef = useRef<HTMLDialogElement>(null)
  const openerRef = useRef<HTMLButtonElement>(null)
  const answer = kit.values.utile
  if (kit.state.status === 'success') return <Thanks kit={kit} headingId={headingId} />

  function open() {
    if (!answer) return kit.refuse()
    kit.idle()
    dialogRef.current?.showModal()
  }
  function onClose() {
    if (kit.state.status !== 'success') kit.idle()
    openerRef.current?.focus()
  }
  const error = kit.errors.utile
  return (
    <div data-form-state={kit.state.status}>
      <ErrorSummary id={kit.id('riepilogo')} fieldId={() => kit.id('utile-si')} {...kit.summary} />
      <fieldset className="mb-3" role="radiogroup" aria-invalid={error ? true : undefined} aria-describedby={error ? kit.errorId('utile') : undefined}>
        <Legend headingId={headingId} />
        <Choice name={kit.id('utile')} idPrefix={kit.id('utile')} selected={answer} onSelect={(value) => kit.set('utile', value)} errorId={error ? kit.errorId('utile') : undefined} />
        {error && (
          <p id={kit.errorId('utile')} className="sito-form__error mb-0">
            {error}
          </p>
        )}
      </fieldset>
      <button ref={openerRef} type="button" className="btn btn-primary" aria-disabled={!answer || undefined} aria-describedby={answer ? undefined : kit.id('mancano')} onClick={open} aria-haspopup="dialog">
        Invia
      </button>
      {!answer && (
        <p id={kit.id('mancano')} className="small mt-2 mb-0 sito-form__missing">
          Per inviare scegli Sì o No.
        </p>
      )}
      <dialog ref={dialogRef} className="sito-dialog" aria-labelledby={kit.id('dialog-title')} onClose={onClose} onKeyDown={trapTab}>
        <form {...kit.form}>
          <h2 id={kit.id('dialog-title')} className="h4">
            Vuoi aggiungere un commento?
          </h2>
          <p>
            Hai risposto <strong>{answer === 'si' ? 'Sì' : 'No'}</strong>. Puoi spiegarci il perché, oppure inviare solo la risposta.
          </p>
          <ErrorMessage state={kit.state} focusRef={kit.messageRef} />
          <CommentField kit={kit} />
          <div className="d-flex flex-wrap gap-2 justify-content-end mt-4">
            <button type="button" className="btn btn-outline-primary" onClick={() => dialogRef.current?.close()}>
              Annulla
            </button>
            <button type="submit" className="btn btn-primary" disabled={kit.loading}>
              {kit.loading ? 'Invio in corso...' : 'Invia'}
            </button>
          </div>
        </form>
      </dialog>
    </div>
  )
}
