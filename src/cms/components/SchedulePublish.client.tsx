'use client'

import { Button, useDocumentInfo, useServerFunctions } from '@payloadcms/ui'
import { useCallback, useId, useRef, useState, useSyncExternalStore, type FormEvent } from 'react'
import { createPortal } from 'react-dom'
import { formatDateTime } from '@/content/dates'
import { readSchedule } from '@/content/italian-date'

type Kind = 'publish' | 'unpublish'
type Pending = { id: number | string; input: { type: Kind }; waitUntil: string; refused?: string }
type Errors = { day?: string; time?: string }

const KIND_NAMES: Record<Kind, string> = { publish: 'Pubblicazione', unpublish: 'Ritiro dalla pubblicazione' }
const noSubscription = () => () => undefined
const FAILED = 'La programmazione non è riuscita: ricarica la pagina e riprova.'

/** The document's pending schedules (Payload's `get-upcoming-scheduled-publish`), with Payload's schedule and cancel. */
function usePending() {
  const { id, collectionSlug } = useDocumentInfo()
  const { schedulePublish, getUpcomingScheduledPublish } = useServerFunctions()
  const [pending, setPending] = useState<Pending[] | null>(null)
  const refresh = useCallback(async () => {
    setPending((await getUpcomingScheduledPublish({ id: id ?? undefined, collectionSlug })) as Pending[])
  }, [getUpcomingScheduledPublish, id, collectionSlug])
  const add = async (type: Kind, date: Date) => {
    if (!collectionSlug) return FAILED
    const doc = { relationTo: collectionSlug, value: String(id) }
    const res = (await schedulePublish({ type, date, doc, timezone: 'Europe/Rome' })) as { error?: string } | undefined
    // The site's own refusals are Italian sentences (cms/schedule.ts); Payload's are English and generic.
    if (res?.error) return res.error.startsWith('Error') ? FAILED : res.error
    await refresh()
    return null
  }
  const cancel = async (jobId: number | string) => {
    const res = (await schedulePublish({ deleteID: jobId })) as { error?: string } | undefined
    await refresh()
    return res?.error ? (res.error.startsWith('Error') ? 'L’annullamento non è riuscito: ricarica la pagina e riprova.' : res.error) : null
  }
  return { pending, refresh, add, cancel }
}

function Field(props: { id: string; label: string; hint: string; value: string; error?: string; onChange: (v: string) => void }) {
  const errorId = `${props.id}-errore`
  return (
    <div className="sito-schedule__field">
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={props.hint}
        value={props.value}
        aria-invalid={props.error ? 'true' : undefined}
        aria-describedby={props.error ? errorId : undefined}
        onChange={(e) => props.onChange(e.target.value)}
      />
      {props.error && (
        <p id={errorId} className="sito-schedule__error">
          {props.error}
        </p>
      )}
    </div>
  )
}

function PendingList({ pending, onCancel }: { pending: Pending[] | null; onCancel: (p: Pending) => void }) {
  if (!pending) return <p>Caricamento…</p>
  if (pending.length === 0) return <p>Nessuna programmazione in attesa.</p>
  return (
    <ul className="sito-schedule__pending">
      {pending.map((p) => {
        const what = `${KIND_NAMES[p.input.type] ?? KIND_NAMES.publish} il ${formatDateTime(p.waitUntil)}`
        // A job refused when due stays listed with its reason until someone removes it.
        return (
          <li key={p.id}>
            <span>
              {p.refused ? (
                <>
                  <strong>{what}: non riuscita.</strong> {p.refused}
                </>
              ) : (
                what
              )}
            </span>
            <button type="button" className="btn btn--style-secondary btn--size-small" onClick={() => onCancel(p)}>
              {p.refused ? 'Rimuovi' : 'Annulla'}
              <span className="sito-sr-only"> ({what.toLowerCase()})</span>
            </button>
          </li>
        )
      })}
    </ul>
  )
}

/**
 * «Programma la pubblicazione» the Italian way: the day typed gg/mm/aaaa and the time hh:mm
 * (24 hours) on Rome's clock, a day that does not exist or a time that cannot be read an error on
 * its field; the pending schedules listed with «Annulla». Payload's own drawer shows and reads
 * dates the English way (its date picker gets no display format), so its menu item is hidden
 * (custom.scss); the schedules are Payload's own (its `schedule-publish` server function and
 * `schedulePublish` job, run with the scheduling editor's rights). Shown only to roles that can publish.
 */
export function SchedulePublish() {
  const { id, hasPublishedDoc, unpublishedVersionCount, hasPublishPermission } = useDocumentInfo()
  const { pending, refresh, add, cancel } = usePending()
  const dialog = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLButtonElement>(null)
  const base = useId()
  const [kind, setKind] = useState<Kind>('publish')
  const [day, setDay] = useState('')
  const [time, setTime] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [status, setStatus] = useState('')
  const [busy, setBusy] = useState(false)
  // The dialog goes to the page's body, which exists only in the browser.
  const mounted = useSyncExternalStore(noSubscription, () => true, () => false)
  if (!hasPublishPermission || id == null || !mounted) return null

  const open = () => {
    setKind(hasPublishedDoc && unpublishedVersionCount < 1 ? 'unpublish' : 'publish')
    setErrors({})
    setStatus('')
    dialog.current?.showModal()
    void refresh()
  }
  const submit = async (e: FormEvent) => {
    // The dialog is a portal: in React's tree its submit would reach the document's own form.
    e.preventDefault()
    e.stopPropagation()
    const read = readSchedule(day, time)
    if (!read.ok) {
      setErrors({ day: read.day, time: read.time })
      dialog.current?.querySelector<HTMLInputElement>(`#${CSS.escape(read.day ? `${base}-giorno` : `${base}-ora`)}`)?.focus()
      return
    }
    setErrors({})
    setBusy(true)
    const refused = await add(kind, read.date)
    setBusy(false)
    setStatus(refused ?? `Programmata: ${KIND_NAMES[kind].toLowerCase()} il ${formatDateTime(read.date)}.`)
    if (refused) return
    setDay('')
    setTime('')
  }
  const onCancel = async (p: Pending) => {
    const refused = await cancel(p.id)
    setStatus(refused ?? (p.refused ? 'Programmazione rimossa.' : 'Programmazione annullata.'))
  }

  return (
    <>
      <Button ref={opener} buttonStyle="secondary" size="medium" onClick={open} id="sito-schedule-open">
        Programma
      </Button>
      {createPortal(
      <dialog ref={dialog} className="sito-schedule" aria-labelledby={`${base}-titolo`} onClose={() => opener.current?.focus()}>
        <h2 id={`${base}-titolo`}>Programma la pubblicazione</h2>
        <form onSubmit={submit} noValidate>
          <fieldset>
            <legend>Che cosa programmare</legend>
            {(['publish', 'unpublish'] as const).map((k) => (
              <label key={k} className="sito-schedule__kind">
                <input type="radio" name={`${base}-tipo`} checked={kind === k} onChange={() => setKind(k)} /> {KIND_NAMES[k]}
              </label>
            ))}
          </fieldset>
          <p className="sito-schedule__note">Giorno e ora di Roma.</p>
          <Field id={`${base}-giorno`} label="Giorno (gg/mm/aaaa)" hint="gg/mm/aaaa" value={day} error={errors.day} onChange={setDay} />
          <Field id={`${base}-ora`} label="Ora (hh:mm, 24 ore)" hint="hh:mm" value={time} error={errors.time} onChange={setTime} />
          <div className="sito-schedule__actions">
            <Button type="submit" buttonStyle="primary" size="medium" disabled={busy}>
              Programma
            </Button>
            <Button type="button" buttonStyle="secondary" size="medium" onClick={() => dialog.current?.close()}>
              Chiudi
            </Button>
          </div>
        </form>
        <p role="status" className="sito-schedule__status">
          {status}
        </p>
        <h3>Programmazioni in attesa</h3>
        <PendingList pending={pending} onCancel={(p) => void onCancel(p)} />
      </dialog>,
      document.body,
      )}
    </>
  )
}
