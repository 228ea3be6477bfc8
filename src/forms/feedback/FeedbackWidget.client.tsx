'use client'

import { usePathname } from 'next/navigation'
import { type ComponentType, useCallback, useId, useRef, useState } from 'react'
import { useFirstInteraction } from '@/components/hooks/useFirstInteraction'
import { type FormKit, useFormKit } from '../shared/use-form-kit'
import { feedbackAction } from './actions'
import { COMMENT_MAX } from './limits'
import { Choice, ErrorMessage, Legend, Thanks } from './parts'

type Props = { pageLink: string; headingId: string }
/** The plain form keeps the browser's own check of its required answer, with JavaScript too. */
const withNativeChecks = (form: FormKit['form']) => ({ ...form, noValidate: false })
const EMPTY = { utile: '', commento: '' }

/**
 * "Questa pagina ti è stata utile?". The page loads one plain form, sent to a server action: it is
 * the widget without JavaScript, and it works with it too. The version with the comment dialog
 * (FeedbackDialog, most of the widget's code) is imported when the visitor first acts or nears the
 * widget, at the foot of the page, and takes the plain form's place if the visitor has not begun
 * to fill it in.
 */
export function FeedbackWidget({ pageLink, headingId }: Props) {
  const kit = useFormKit({ formId: useId(), action: feedbackAction, path: usePathname(), empty: EMPTY, order: ['utile'] })
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

  if (Dialog) return <Dialog pageLink={pageLink} headingId={headingId} />
  const touch = () => void (touched.current = true)
  return (
    <div ref={near} onFocus={touch} onPointerDown={touch} data-plain-kept={kept || undefined}>
      {kit.state.status === 'success' ? (
        <Thanks kit={kit} headingId={headingId} />
      ) : (
        <form {...withNativeChecks(kit.form)}>
          <ErrorMessage kit={kit} />
          <input type="hidden" name="link" value={pageLink} />
          <fieldset className="mb-3">
            <Legend headingId={headingId} />
            <Choice kit={kit} name="utile" />
          </fieldset>
          <label className="form-label" htmlFor={kit.id('commento')}>
            Commento (facoltativo)
          </label>
          <textarea id={kit.id('commento')} name="commento" className="form-control" rows={3} maxLength={COMMENT_MAX} value={kit.values.commento} onChange={kit.change('commento')} aria-describedby={kit.id('limite')} />
          <div id={kit.id('limite')} className="sito-form__hint">
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
