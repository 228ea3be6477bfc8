'use client'

import { Button, useAuth, useConfig, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { reviewLabel } from '@/content/review'
import { useSaveDraft } from './save-draft.client'

type Row = { id: number; azione: string; nota?: string | null; aperta?: boolean; createdAt: string; autoreNome?: string | null }

const when = (iso: string) =>
  new Intl.DateTimeFormat('it-IT', { timeZone: 'Europe/Rome', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(new Date(iso))
const who = (row: Row) => row.autoreNome || 'qualcuno'
const DONE: Record<string, string> = {
  inviata: 'Inviata in revisione: i caporedattori ricevono un’email.',
  pubblicata: 'Pubblicata.',
  rimandata: 'Rimandata al redattore con il commento.',
}

/**
 * The review step in a document's sidebar: its state («In revisione», «Rimandata»), a comment,
 * «Invia in revisione» for a redattore, «Pubblica» and «Rimanda con commento» for a caporedattore,
 * and the history of who did what.
 */
export function ReviewPanel() {
  const { id, collectionSlug, setHasPublishedDoc, setUnpublishedVersionCount, setMostRecentVersionIsAutosaved } = useDocumentInfo()
  const { user } = useAuth<{ role?: string }>()
  const { config } = useConfig()
  // The title as on screen: autosave may not have stored the last keystrokes yet.
  const title = useFormFields(([fields]) => fields.title?.value ?? fields.name?.value)
  const router = useRouter()
  const saveDraft = useSaveDraft()
  const api = `${config.serverURL}${config.routes.api}/revisioni`
  const [rows, setRows] = useState<Row[]>([])
  const [note, setNote] = useState('')
  const [message, setMessage] = useState('')
  const noteId = useId()
  const status = useRef<HTMLParagraphElement>(null)
  const chief = user?.role === 'caporedattore' || user?.role === 'amministratore'

  const fetchRows = useCallback(async (): Promise<Row[]> => {
    const query = `where[documento.value][equals]=${id}&where[documento.relationTo][equals]=${collectionSlug}&sort=-createdAt&limit=20&depth=0`
    const res = await fetch(`${api}?${query}`, { credentials: 'include' })
    return res.ok ? ((await res.json()) as { docs: Row[] }).docs : []
  }, [api, id, collectionSlug])

  // Read again whenever the editor comes back to the tab: someone else may have acted on it meanwhile.
  useEffect(() => {
    if (id == null) return
    let live = true
    const read = () => void fetchRows().then((docs) => live && setRows(docs))
    read()
    window.addEventListener('focus', read)
    return () => {
      live = false
      window.removeEventListener('focus', read)
    }
  }, [fetchRows, id])

  if (id == null) return null
  const open = rows.find((r) => r.aperta)
  const last = rows[0]

  const act = async (azione: string) => {
    setMessage('')
    // What is sent for review or published is what is on screen, not the last autosave.
    if (azione !== 'rimandata') await saveDraft()
    const res = await fetch(api, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ documento: { relationTo: collectionSlug, value: id }, azione, nota: note, titolo: typeof title === 'string' ? title : undefined }),
    })
    const body = (await res.json().catch(() => ({}))) as { errors?: { message?: string }[] }
    // The panel shows what the server now holds, whatever the answer; focus goes to what happened.
    setRows(await fetchRows())
    setMessage(res.ok ? DONE[azione] : (body.errors?.[0]?.message ?? 'L’operazione non è riuscita: ricarica la pagina e riprova.'))
    status.current?.focus()
    if (!res.ok) return
    setNote('')
    if (azione === 'pubblicata') {
      // The «Stato» header follows at once, as after Payload's own «Pubblica modifiche».
      setUnpublishedVersionCount(0)
      setMostRecentVersionIsAutosaved(false)
      setHasPublishedDoc(true)
      router.refresh()
    }
  }

  return (
    <section className="field-type sito-review" aria-labelledby={`${noteId}-titolo`} data-testid="revisione">
      <h3 id={`${noteId}-titolo`} className="field-label" style={{ fontSize: '1rem' }}>
        Revisione
      </h3>
      <p data-testid="stato-revisione">
        {open ? (
          <strong>In revisione</strong>
        ) : last?.azione === 'rimandata' ? (
          <strong>Rimandata al redattore</strong>
        ) : last?.azione === 'programmata' ? (
          <strong>Pubblicazione programmata</strong>
        ) : (
          'Nessuna revisione in corso.'
        )}
      </p>
      <label htmlFor={noteId}>Commento</label>
      <textarea id={noteId} rows={3} value={note} onChange={(e) => setNote(e.target.value)} style={{ width: '100%' }} />
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
        {!open && (
          <Button buttonStyle="secondary" size="small" onClick={() => void act('inviata')}>
            Invia in revisione
          </Button>
        )}
        {chief && open && (
          <>
            <Button buttonStyle="primary" size="small" onClick={() => void act('pubblicata')}>
              Pubblica
            </Button>
            <Button buttonStyle="secondary" size="small" onClick={() => void act('rimandata')}>
              Rimanda con commento
            </Button>
          </>
        )}
      </div>
      <p role="status" ref={status} tabIndex={-1}>
        {message}
      </p>
      {rows.length > 0 && (
        <ol className="sito-review__history" aria-label="Storia della revisione">
          {rows.map((r) => (
            <li key={r.id}>
              {when(r.createdAt)}, {who(r)}: {reviewLabel(r.azione)}
              {r.nota ? ` («${r.nota}»)` : ''}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
