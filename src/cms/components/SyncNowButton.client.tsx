'use client'

import { Button, useDocumentInfo } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { useSaveDraft } from './save-draft.client'
import { useHydrated } from '@/components/hooks/useHydrated'

type Report = { checked?: number; changed?: number; failed?: number; errors?: string[] }
type Answer = { ok?: boolean; message?: string; report?: Report | null; readFrom?: 'bozza' | 'pubblicata' }

function describe(answer: Answer): string {
  if (answer.message) return answer.message
  const r = answer.report
  if (!r) return answer.ok ? 'Aggiornamento eseguito.' : 'Aggiornamento non riuscito.'
  const errors = r.errors?.length ? ` Errori: ${r.errors.join('; ')}` : ''
  const draft = answer.readFrom === 'bozza' ? ' Fonti lette dalla bozza: pubblica la pagina per mostrare i nuovi dati sul sito.' : ''
  return `Fonti controllate: ${r.checked ?? 0}, grafici aggiornati: ${r.changed ?? 0}, fonti con errori: ${r.failed ?? 0}.${errors}${draft}`
}

/**
 * «Aggiorna ora»: saves what the editor typed as a draft (as autosave would), runs the open data
 * sync of this record's latest version and reloads the form, so a source just typed is the one read
 * and stays in its field. Disabled until hydrated, should it ever be server-rendered (today Payload
 * renders a block's fields in the browser only, so the click once lost in CI was not that).
 * @public Loaded by the admin through the import map (chartSourceField).
 */
export function SyncNowButton() {
  const { id, collectionSlug } = useDocumentInfo()
  const saveDraft = useSaveDraft()
  const hydrated = useHydrated()
  const router = useRouter()
  const [status, setStatus] = useState('')
  const [busy, setBusy] = useState(false)
  if (!id || !collectionSlug) return <p>Salva il documento per poter aggiornare i dati dalla fonte.</p>
  const run = async () => {
    setBusy(true)
    setStatus('Aggiornamento in corso…')
    try {
      await saveDraft()
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
      <Button buttonStyle="secondary" size="small" onClick={run} disabled={busy || !hydrated}>
        Aggiorna ora
      </Button>
      <p role="status" aria-live="polite">{status}</p>
    </div>
  )
}
