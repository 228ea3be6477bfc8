/**
 * Where the page feedback widget goes (spec: only when nascondiValutazione is exactly
 * false and the page has an id). The widget itself belongs to the forms issue.
 */
export function RatingSlot({ pageId, nascondiValutazione }: { pageId: number | string | null | undefined; nascondiValutazione: boolean | null | undefined }) {
  if (nascondiValutazione !== false || pageId == null) return null
  return (
    <section className="container my-5" aria-labelledby="valutazione-titolo" data-rating-slot data-page-id={String(pageId)}>
      <div className="sito-rating p-4">
        <h2 id="valutazione-titolo" className="h5">
          Quanto sono chiare le informazioni su questa pagina?
        </h2>
        <p className="mb-0">
          Per segnalarci un problema o suggerire un miglioramento scrivi al{' '}
          <a href="/supporto">servizio di supporto</a>.
        </p>
      </div>
    </section>
  )
}
