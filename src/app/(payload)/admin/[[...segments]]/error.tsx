'use client'

import { usePathname } from 'next/navigation'

/** The list a document's address belongs to (/admin/collections/faqs/12 → /admin/collections/faqs), if any. */
function listOf(pathname: string | null): string | null {
  const match = /^\/admin\/(collections|globals)\/[^/]+/.exec(pathname ?? '')
  return match && match[0] !== pathname && match[1] === 'collections' ? match[0] : null
}

/**
 * An admin page that fails («This page couldn't load», in English and with no way out): said in
 * Italian, with a new attempt and a way back to the list and the dashboard.
 */
export default function AdminError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const list = listOf(usePathname())
  return (
    <main className="gutter--left gutter--right" style={{ maxWidth: '48rem', paddingBlock: '3rem' }}>
      <h1>Questa pagina della redazione non si è aperta</h1>
      <p>Un errore del server ha impedito di mostrarla; quanto era già salvato non è cambiato. Riprova tra poco; se succede ancora, torna all’elenco o alla bacheca e avvisa un amministratore, indicando l’indirizzo della pagina e l’ora.</p>
      <p style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
        <button type="button" className="btn btn--style-primary btn--size-medium" onClick={reset}>
          Riprova
        </button>
        {list && (
          <a className="btn btn--style-secondary btn--size-medium" href={list}>
            Torna all’elenco
          </a>
        )}
        <a className="btn btn--style-secondary btn--size-medium" href="/admin">
          Torna alla bacheca
        </a>
      </p>
    </main>
  )
}
