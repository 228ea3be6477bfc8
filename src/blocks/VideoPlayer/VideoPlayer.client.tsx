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
  const frameRef = useRef<HTMLIFrameElement>(null)
  const focusWhenLoaded = useRef(false)

  // The Accetta button disappears with the overlay: focus moves to the player, again once
  // the embed has loaded (its navigation can drop the focus given before).
  useEffect(() => {
    if (!accepted) return
    focusWhenLoaded.current = true
    frameRef.current?.focus()
  }, [accepted])

  function onFrameLoad() {
    if (!focusWhenLoaded.current) return
    focusWhenLoaded.current = false
    frameRef.current?.focus()
  }

  if (!accepted && !remembered) {
    return <ConsentOverlay videoId={id} onAccept={() => setAccepted(true)} />
  }
  return (
    <div className="ratio ratio-16x9">
      <iframe
        ref={frameRef}
        onLoad={onFrameLoad}
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
