import { IntentLink } from '@/components/page/IntentLink.client'
import { SearchInline } from './SearchInline'

/** The 404's content, in the frame: global-not-found.tsx (server) and not-found.tsx (client navigation). */
export function NotFoundContent() {
  return (
    <div className="container py-5">
      <p className="text-uppercase small fw-semibold mb-2">Errore 404</p>
      <h1>Pagina non trovata</h1>
      <p className="lead">
        La pagina che cerchi non esiste o è stata spostata. Controlla l’indirizzo oppure usa la ricerca.
      </p>
      <SearchInline id="cerca-404" />
      <p>
        <IntentLink href="/">Torna alla pagina iniziale</IntentLink>
      </p>
    </div>
  )
}
