'use client'

import { usePathname } from 'next/navigation'
import { type ComponentType, type FormEvent, useActionState, useCallback, useEffect, useId, useRef, useState } from 'react'
import { useFirstInteraction } from '@/components/hooks/useFirstInteraction'
import { useStateFrom } from '@/components/hooks/useStateFrom'
import { type FormState, IDLE } from '../shared/form-state'
import { feedbackAction } from './actions'
import { COMMENT_MAX } from './limits'
import { Choice, ErrorMessage, Legend, Thanks } from './parts'

type Props = { pageLink: string; headingId: string }

/**
 * The plain form's answer without the form kit, whose code (use-form-kit, the error summary, the
 * checks) comes with the dialog: the server action's state, through React with JavaScript and in
 * the page again without; the focus on the answer once shown; «Torna alla domanda» back to the
 * question in place. The fields keep what the visitor chose (the browser's own, or the answer's values).
 */
function usePlainAnswer() {
  const path = usePathname()
  const [answer, formAction, pending] = useActionState(feedbackAction, IDLE, path)
  const [state, setState] = useStateFrom<FormState>(answer)
  const messageRef = useRef<HTMLDivElement>(null)
  const expecting = useRef(false)
  useEffect(() => {
    if (!expecting.current || state.status === 'idle') return
    expecting.current = false
    messageRef.current?.focus()
  }, [state])
  const restart = (event: FormEvent) => {
    event.preventDefault()
    setState(IDLE)
  }
  const form = { action: formAction, onSubmit: () => void (expecting.current = true), 'aria-busy': pending || undefined }
  return { state, form, messageRef, thanks: { messageRef, restartTo: path, restart } }
}

/** The dialog version's code, imported as the visitor acts or nears the widget; null until then, or when the visitor began the plain form first (`kept`). */
function useDialogOnApproach() {
  const near = useRef<HTMLDivElement>(null)
  const touched = useRef(false)
  const [Dialog, setDialog] = useState<ComponentType<Props> | null>(null)
  const [kept, setKept] = useState(false) // the dialog's code came after the visitor began: data-plain-kept
  const load = useCallback(() => {
    import('./FeedbackDialog.client').then(
      (m) => (touched.current ? setKept(true) : setDialog(() => m.FeedbackDialog)),
      () => {}, // offline or a newer deploy: the plain form stays, and works
    )
  }, [])
  useFirstInteraction(load, near)
  return { Dialog, kept, near, touch: () => void (touched.current = true) }
}

/**
 * "Questa pagina ti è stata utile?". The page loads one plain form, sent to a server action: it is
 * the widget without JavaScript, and it works with it too (the browser checks its required answer).
 * The version with the comment dialog (FeedbackDialog, with the form kit: most of the widget's
 * code) is imported when the visitor first acts or nears the widget, at the foot of the page, and
 * takes the plain form's place if the visitor has not begun to fill it in.
 */
export function FeedbackWidget({ pageLink, headingId }: Props) {
  const id = useId()
  const { state, form, messageRef, thanks } = usePlainAnswer()
  const { Dialog, kept, near, touch } = useDialogOnApproach()
  if (Dialog) return <Dialog pageLink={pageLink} headingId={headingId} />
  const values = state.values ?? {}
  return (
    <div ref={near} onFocus={touch} onPointerDown={touch} data-plain-kept={kept || undefined}>
      {state.status === 'success' ? (
        <Thanks kit={thanks} headingId={headingId} />
      ) : (
        <form {...form}>
          <ErrorMessage state={state} focusRef={messageRef} />
          <input type="hidden" name="link" value={pageLink} />
          <fieldset className="mb-3">
            <Legend headingId={headingId} />
            <Choice name="utile" idPrefix={`${id}-utile`} selected={values.utile} />
          </fieldset>
          <label className="form-label" htmlFor={`${id}-commento`}>
            Commento (facoltativo)
          </label>
          <textarea id={`${id}-commento`} name="commento" className="form-control" rows={3} maxLength={COMMENT_MAX} defaultValue={values.commento} aria-describedby={`${id}-limite`} />
          <div id={`${id}-limite`} className="sito-form__hint">
            Al massimo {COMMENT_MAX} caratteri. Non inserire dati personali.
          </div>
          <button type="submit" className="btn btn-primary mt-3">
            Invia
          </button>
        </form>
      )}
    </div>
  )
}
