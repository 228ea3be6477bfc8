/* eslint-disable @next/next/no-html-link-for-pages -- after an error, a full page load: the client router may be what broke */
import type { ReactNode } from 'react'
import { SearchInline } from './SearchInline'

/**
 * A page that could not be rendered, in the frame: the server-rendered /errore that the Node
 * server sends with status 500 in place of Next's empty error shell (src/ops/http/error-page.ts),
 * and error.tsx after a client navigation. Plain links and a GET form: it works without JavaScript.
 */
export function ServerErrorContent({ retry }: { retry?: ReactNode }) {
  return (
    <div className="container py-5">
      <p className="text-uppercase small fw-semibold mb-2">Errore 500</p>
      <h1>La pagina non si è potuta caricare</h1>
      <p className="lead">Si è verificato un problema temporaneo sul sito. Riprova tra qualche minuto ricaricando la pagina.</p>
      {retry}
      <p>Se il problema continua, puoi cercare quello che ti serve o scriverci dalla pagina del supporto.</p>
      <SearchInline id="cerca-500" />
      <ul>
        <li>
          <a href="/">Torna alla pagina iniziale</a>
        </li>
        <li>
          <a href="/supporto">Vai al supporto</a>
        </li>
      </ul>
    </div>
  )
}
