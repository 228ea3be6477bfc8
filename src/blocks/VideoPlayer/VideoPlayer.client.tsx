'use client'

import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react'
import { useHydrated } from '@/components/hooks/useHydrated'
import { hasStoredConsent, storeConsent, subscribeConsent } from './consent'
import { embedUrl, watchUrl } from './source'

/**
 * A YouTube video behind a consent gate: until the visitor accepts (now, or once
 * for all videos on this device) nothing is requested from YouTube.
 */
export function YouTubeGate({ id, title }: { id: string; title: string }) {
  const remembered = useSyncExternalStore(subscribeConsent, hasStoredConsent, () => false)
  const [accepted, setAccepted] = useState(false)
  const playerRef = useRef<HTMLDivElement>(null)

  // The Accetta button disappears with the overlay: focus moves to the player's box, whose
  // iframe is the next stop for Tab. Not to the iframe itself: its cross-origin navigation
  // can drop a focus given before it loads.
  useEffect(() => {
    if (accepted) playerRef.current?.focus()
  }, [accepted])

  if (!accepted && !remembered) {
    return <ConsentOverlay videoId={id} onAccept={() => setAccepted(true)} />
  }
  return (
    <div ref={playerRef} tabIndex={-1} className="ratio ratio-16x9 sito-video__player">
      <iframe
        src={embedUrl(id)}
        title={`Video YouTube: ${title}`}
        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  )
}

function ConsentOverlay({ videoId, onAccept }: { videoId: string; onAccept: () => void }) {
  const hydrated = useHydrated()
  const [remember, setRemember] = useState(false)
  const checkboxId = useId()
  const textId = useId()

  function accept() {
    if (remember) storeConsent()
    onAccept()
  }

  return (
    <div className="sito-video__gate">
      <p id={textId} className="mb-3">
        Questo video è ospitato su YouTube, un servizio di Google che può raccogliere dati sulla tua navigazione e
        usare cookie di terze parti. Per rispettare la tua scelta non carichiamo nulla da YouTube finché non accetti.
      </p>
      {hydrated ? (
        <>
          <div className="sito-video__remember mb-3">
            <input id={checkboxId} type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
            <label htmlFor={checkboxId}>Ricorda la scelta per tutti i video</label>
          </div>
          <button type="button" className="btn sito-video__accept" aria-describedby={textId} onClick={accept}>
            Accetta
          </button>
        </>
      ) : (
        <a className="sito-video__link" href={watchUrl(videoId)}>
          Guarda il video su YouTube
        </a>
      )}
    </div>
  )
}
