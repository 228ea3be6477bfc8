'use client'

import { usePathname } from 'next/navigation'
import { type ComponentType, type FormEvent, useActionState, useCallback, useId, useRef, useState } from 'react'
import { useFirstInteraction } from '@/components/hooks/useFirstInteraction'
import { useFormView } from '../shared/client-hooks'
import { IDLE } from '../shared/form-state'
import { feedbackAction } from './actions'
import { COMMENT_MAX } from './limits'
import { type Answer, Choice, ErrorMessage, Legend, Thanks, type View } from './parts'

type Props = { pageLink: string; headingId: string }

/**
 * "Questa pagina ti è stata utile?". The page loads one plain form, sent to a server action: it is
 * the widget without JavaScript, and it works with it too. The version with the comment dialog
 * (FeedbackDialog, most of the widget's code) is imported when the visitor first acts or nears the
 * widget, at the foot of the page, and takes the plain form's place if the visitor has not begun
 * to fill it in.
 */
export function FeedbackWidget({ pageLink, headingId }: Props) {
  const [serverState, formAction] = useActionState(feedbackAction, IDLE, usePathname())
  const { view, setView, messageRef, awaitAnswer } = useFormView<View>(serverState)
  const id = useId()
  const near = useRef<HTMLDivElement>(null)
  const touched = useRef(false)
  const [Dialog, setDialog] = useState<ComponentType<Props> | null>(null)
  const load = useCallback(() => {
    import('./FeedbackDialog.client').then(
      (m) => touched.current || setDialog(() => m.FeedbackDialog),
      () => {}, // offline or a newer deploy: the plain form stays, and works
    )
  }, [])
  useFirstInteraction(load, near)

  if (Dialog) return <Dialog pageLink={pageLink} headingId={headingId} />

  function restart(event: FormEvent) {
    event.preventDefault() // without JavaScript, its GET shows the page again
    setView(IDLE)
  }
  const touch = () => void (touched.current = true)
  const answer = (serverState.values?.utile as Answer) ?? ''
  return (
    <div ref={near} onFocus={touch} onPointerDown={touch}>
      {view.status === 'success' ? (
        <Thanks focusRef={messageRef} headingId={headingId} onRestart={restart} />
      ) : (
        <form action={formAction} onSubmit={awaitAnswer}>
          <ErrorMessage view={view} focusRef={messageRef} />
          <input type="hidden" name="link" value={pageLink} />
          <fieldset className="mb-3">
            <Legend headingId={headingId} />
            <Choice id={`${id}-utile`} name="utile" answer={answer} required />
          </fieldset>
          <label className="form-label" htmlFor={`${id}-commento`}>
            Commento (facoltativo)
          </label>
          <textarea id={`${id}-commento`} name="commento" className="form-control" rows={3} maxLength={COMMENT_MAX} defaultValue={serverState.values?.commento ?? ''} aria-describedby={`${id}-limite`} />
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
