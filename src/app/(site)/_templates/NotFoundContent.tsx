import { IntentLink } from '@/components/page/IntentLink.client'

/** The 404's content, in the frame: global-not-found.tsx (server) and not-found.tsx (client navigation). */
export function NotFoundContent() {
  return (
    <div className="container py-5">
      <p className="text-uppercase small fw-semibold mb-2">Errore 404</p>
      <h1>Pagina non trovata</h1>
      <p className="lead">
        La pagina che cerchi non esiste o è stata spostata. Controlla l’indirizzo oppure usa la ricerca.
      </p>
      <form role="search" action="/cerca" method="get" className="my-4 sito-search-inline">
        <label htmlFor="cerca-404" className="form-label">
          Cerca nel sito
        </label>
        <div className="d-flex gap-2">
          <input id="cerca-404" name="q" type="search" className="form-control" minLength={3} required />
          <button type="submit" className="btn btn-primary">
            Cerca
          </button>
        </div>
      </form>
      <p>
        <IntentLink href="/">Torna alla pagina iniziale</IntentLink>
      </p>
    </div>
  )
}
