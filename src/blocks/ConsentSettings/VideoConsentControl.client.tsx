'use client'

import { useSyncExternalStore } from 'react'
import { useHydrated } from '@/components/hooks/useHydrated'
import { forgetConsent, hasStoredConsent, subscribeConsent } from '../VideoPlayer/consent'

/**
 * Whether the "load YouTube videos without asking" choice is stored in this browser, and a
 * button to withdraw it. The choice lives only in the browser: without JavaScript the site
 * cannot read it, and says how to clear it.
 */
export function VideoConsentControl() {
  const hydrated = useHydrated()
  const stored = useSyncExternalStore(subscribeConsent, hasStoredConsent, () => false)
  if (!hydrated) {
    return (
      <p>
        Il consenso ai video di YouTube, se lo hai dato, è salvato solo nel tuo browser: per vederlo e revocarlo qui serve JavaScript; in alternativa
        cancella i dati di navigazione di questo sito dalle impostazioni del browser.
      </p>
    )
  }
  return (
    <div aria-live="polite">
      {stored ? (
        <>
          <p>Hai scelto di caricare i video di YouTube senza che il sito lo chieda ogni volta.</p>
          <button type="button" className="btn btn-outline-primary" onClick={forgetConsent}>
            Revoca il consenso ai video di YouTube
          </button>
        </>
      ) : (
        <p className="mb-0">Nessun consenso salvato: ogni video di YouTube chiede il permesso prima di caricarsi.</p>
      )}
    </div>
  )
}
