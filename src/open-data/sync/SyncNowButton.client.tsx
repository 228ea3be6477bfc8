'use client'

import { Button, useDocumentInfo } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

type Answer = { ok?: boolean; message?: string; report?: { checked?: number; changed?: number; failed?: number; errors?: string[] } | null }

function describe(answer: Answer): string {
  if (answer.message) return answer.message
  const r = answer.report
  if (!r) return answer.ok ? 'Aggiornamento eseguito.' : 'Aggiornamento non riuscito.'
  const errors = r.errors?.length ? ` Errori: ${r.errors.join('; ')}` : ''
  return `Fonti controllate: ${r.checked ?? 0}, grafici aggiornati: ${r.changed ?? 0}, fonti con errori: ${r.failed ?? 0}.${errors}`
}

/**
 * «Aggiorna ora»: runs the open data sync of this record (saved version) and reloads the form.
 * @public Loaded by the admin through the import map (chartSourceField).
 */
export function SyncNowButton() {
  const { id, collectionSlug } = useDocumentInfo()
  const router = useRouter()
  const [status, setStatus] = useState('')
  const [busy, setBusy] = useState(false)
  if (!id || !collectionSlug) return <p>Salva il documento per poter aggiornare i dati dalla fonte.</p>
  const run = async () => {
    setBusy(true)
    setStatus('Aggiornamento in corso…')
    try {
      const response = await fetch('/api/open-data/sync', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ collection: collectionSlug, id }),
      })
      setStatus(describe((await response.json()) as Answer))
      router.refresh()
    } catch {
      setStatus('Aggiornamento non riuscito: servizio non raggiungibile.')
    } finally {
      setBusy(false)
    }
  }
  return (
    <div style={{ marginBottom: 'var(--base)' }}>
      <Button buttonStyle="secondary" size="small" onClick={run} disabled={busy}>
        Aggiorna ora
      </Button>
      <p role="status" aria-live="polite">{status}</p>
    </div>
  )
}
