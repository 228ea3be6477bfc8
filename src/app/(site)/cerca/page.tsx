import type { Metadata } from 'next'
import { Breadcrumbs } from '@/components/page/Breadcrumbs'

export const metadata: Metadata = { title: 'Cerca nel sito', robots: { index: false } }

type Props = { searchParams: Promise<{ q?: string | string[] }> }

/** Placeholder until the search issue: keeps the query and says what is coming. */
export default async function SearchPage({ searchParams }: Props) {
  const raw = (await searchParams).q
  const q = (Array.isArray(raw) ? raw[0] : raw)?.slice(0, 200) ?? ''
  return (
    <div className="container py-4">
      <Breadcrumbs crumbs={[{ label: 'Home', href: '/' }, { label: 'Cerca', href: null }]} className="mb-3" />
      <h1>Cerca nel sito</h1>
      <form role="search" action="/cerca" method="get" className="my-4">
        <label htmlFor="cerca-q" className="form-label">
          Cosa stai cercando?
        </label>
        <div className="d-flex gap-2">
          <input id="cerca-q" name="q" type="search" className="form-control" defaultValue={q} minLength={3} />
          <button type="submit" className="btn btn-primary">
            Cerca
          </button>
        </div>
      </form>
      <div className="alert alert-info" role="status">
        <p className="mb-0">
          La ricerca nei contenuti del sito sarà disponibile a breve. Nel frattempo puoi consultare le{' '}
          <a href="/supporto/domande-frequenti">domande frequenti</a> o le <a href="/notizie">notizie</a>.
        </p>
      </div>
    </div>
  )
}
