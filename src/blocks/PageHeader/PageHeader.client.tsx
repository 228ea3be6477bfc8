'use client'

import { useEffect, useId, useRef, useState } from 'react'
import { useHydrated } from '@/components/hooks/useHydrated'
import { copyText } from './copy'

/** How long the button says 'Link Copiato' (spec section 9). */
const COPY_FEEDBACK_MS = 3000

type CopyState = 'idle' | 'copied' | 'failed'

const ANNOUNCEMENT: Record<CopyState, string> = {
  idle: '',
  copied: 'Link Copiato',
  failed: 'Copia non riuscita: seleziona l’indirizzo della pagina e copialo.',
}

/**
 * Copies the page address. Rendered only after hydration: without JavaScript the
 * button could do nothing, and the address bar already holds the link.
 */
export function CopyLinkButton() {
  const hydrated = useHydrated()
  const [state, setState] = useState<CopyState>('idle')
  const [href, setHref] = useState('')
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const fieldRef = useRef<HTMLInputElement>(null)
  const fieldId = useId()

  useEffect(() => () => clearTimeout(timer.current), [])
  useEffect(() => {
    if (state === 'failed') fieldRef.current?.select()
  }, [state])

  if (!hydrated) return null

  async function copy() {
    clearTimeout(timer.current)
    const url = window.location.href
    setHref(url)
    const copied = await copyText(url, navigator.clipboard, document)
    setState(copied ? 'copied' : 'failed')
    if (copied) timer.current = setTimeout(() => setState('idle'), COPY_FEEDBACK_MS)
  }

  return (
    <div className="sito-copy-link">
      <button type="button" className="btn btn-outline-primary btn-sm" onClick={copy}>
        {state === 'copied' ? 'Link Copiato' : 'Copia link'}
      </button>
      <span role="status" className="visually-hidden">
        {ANNOUNCEMENT[state]}
      </span>
      {state === 'failed' && (
        <div className="mt-2">
          <label htmlFor={fieldId} className="small d-block">
            Indirizzo della pagina
          </label>
          <input ref={fieldRef} id={fieldId} className="form-control" type="text" readOnly value={href} />
        </div>
      )}
    </div>
  )
}
