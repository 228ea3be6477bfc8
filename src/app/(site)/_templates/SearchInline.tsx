/** «Cerca nel sito» as a plain GET form to /cerca (404 and error pages: works without JavaScript). */
export function SearchInline({ id }: { id: string }) {
  return (
    <form role="search" action="/cerca" method="get" className="my-4 sito-search-inline">
      <label htmlFor={id} className="form-label">
        Cerca nel sito
      </label>
      <div className="d-flex gap-2">
        <input id={id} name="q" type="search" className="form-control" minLength={3} required />
        <button type="submit" className="btn btn-primary">
          Cerca
        </button>
      </div>
    </form>
  )
}
