import type { FormEvent, ReactNode, RefObject } from 'react'
import type { FormKit } from './use-form-kit'

// The parts of a form that the feedback widget of every page also uses: apart from the field kit,
// which only the forms' own pages (and the feedback dialog, loaded on interaction) download.

/** The note every form starts with: the mark it explains is on every required field. */
export function RequiredNote() {
  return (
    <p className="small">
      I campi contrassegnati con <span aria-hidden="true">*</span> (asterisco) sono obbligatori.
    </p>
  )
}

/** What the success panel needs of a form: the kit's, or the feedback widget's plain form's (which has no kit). */
type Restartable = Pick<FormKit, 'messageRef' | 'restartTo' | 'restart'>

/** The success panel (focused when it appears) and the button back to an empty form; without JavaScript a GET of the page. */
export function SuccessPanel(props: { kit: Restartable; title: string; titleId?: string; level?: 2 | 3; again: string; children?: ReactNode }) {
  const { kit, title, titleId, level = 2, again, children } = props
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <div>
      <SuccessMessage focusRef={kit.messageRef}>
        <Heading id={titleId} className="h4 alert-heading">
          {title}
        </Heading>
        {children}
      </SuccessMessage>
      <RestartButton to={kit.restartTo} onRestart={kit.restart} label={again} />
    </div>
  )
}

function SuccessMessage({ focusRef, children }: { focusRef?: RefObject<HTMLDivElement | null>; children: ReactNode }) {
  return (
    <div ref={focusRef} tabIndex={-1} className="alert alert-success sito-form__message" data-form-state="success">
      {children}
    </div>
  )
}

function RestartButton({ to, onRestart, label }: { to?: string; onRestart: (e: FormEvent) => void; label: string }) {
  return (
    <form method="get" action={to} onSubmit={onRestart}>
      <button type="submit" className="btn btn-outline-primary">
        {label}
      </button>
    </form>
  )
}
