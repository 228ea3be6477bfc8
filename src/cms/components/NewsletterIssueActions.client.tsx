'use client'

import { Button, TextInput, useDocumentInfo, useFormModified } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { useHydrated } from '@/components/hooks/useHydrated'

async function post(path: string, body: unknown): Promise<string> {
  try {
    const response = await fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), credentials: 'include' })
    const answer = (await response.json().catch(() => ({}))) as { message?: string; errors?: { message?: string }[] }
    return answer.message ?? answer.errors?.[0]?.message ?? (response.ok ? 'Fatto.' : 'Operazione non riuscita.')
  } catch {
    return 'Servizio non raggiungibile: riprova più tardi.'
  }
}

/**
 * «Invia una prova» and «Invia agli iscritti» for a saved issue (the preview is Payload's own
 * «Anteprima» button). Unsaved changes must be saved first: what is sent is what is stored.
 * @public Loaded by the admin through the import map (NewsletterIssues).
 */
export function NewsletterIssueActions() {
  const { id } = useDocumentInfo()
  const modified = useFormModified()
  const hydrated = useHydrated()
  const router = useRouter()
  const [to, setTo] = useState('')
  const [status, setStatus] = useState('')
  const [busy, setBusy] = useState(false)
  if (!id) return <p>Salva il numero per vederne l’anteprima, inviare una prova e inviarlo agli iscritti.</p>
  const base = `/cms-api/newsletterIssues/${id}`
  const run = async (path: string, body: unknown) => {
    setBusy(true)
    setStatus('Invio in corso…')
    setStatus(await post(path, body))
    setBusy(false)
    router.refresh()
  }
  const confirmSend = () => {
    if (window.confirm('Inviare questo numero a tutti gli iscritti confermati? L’invio non si può annullare.')) void run(`${base}/invia`, {})
  }
  const disabled = busy || !hydrated || modified
  return (
    <fieldset style={{ marginBottom: 'var(--base)', border: '1px solid var(--theme-elevation-150)', padding: 'var(--base)' }}>
      <legend>Prova e invio</legend>
      {modified && <p>Salva le modifiche prima di inviare: parte quello che è salvato.</p>}
      <TextInput path="testAddress" label="Indirizzo per la prova" value={to} onChange={(e: { target: { value: string } }) => setTo(e.target.value)} />
      <div style={{ display: 'flex', gap: 'var(--base)', flexWrap: 'wrap' }}>
        <Button buttonStyle="secondary" size="small" onClick={() => run(`${base}/prova`, { to })} disabled={disabled}>
          Invia una prova
        </Button>
        <Button buttonStyle="primary" size="small" onClick={confirmSend} disabled={disabled}>
          Invia agli iscritti
        </Button>
      </div>
      <p role="status" aria-live="polite">{status}</p>
    </fieldset>
  )
}
