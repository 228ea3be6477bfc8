import { FAQ_PREFIX, faqCategoryLabel } from '@/content/paths'

/** What an old FAQ link without a destination carries to the FAQ index (see movedQuestionPath). */
export type Moved = { q: string; category: string | null }

export function movedFrom(search: string): Moved | null {
  const params = new URLSearchParams(search)
  const q = params.get('q')?.trim().slice(0, 200)
  const spostata = params.get('spostata')
  if (!q || !spostata) return null
  return { q, category: faqCategoryLabel(spostata) ? spostata : null }
}

/** The sentence that tells a visitor from an old link that the question moved, and where to look. */
export function MovedQuestion({ moved, id }: { moved: Moved; id: string }) {
  const label = moved.category ? faqCategoryLabel(moved.category) : null
  return (
    <div className="alert alert-info" role="note" id={id} tabIndex={-1}>
      <h3 className="h5 alert-heading">La domanda che cercavi è stata spostata</h3>
      <p className="mb-0">
        Il vecchio collegamento non porta più a una pagina. Abbiamo cercato «{moved.q}» tra le domande frequenti: scegli la
        domanda giusta qui sotto o cambia le parole della ricerca.
        {label && (
          <>
            {' '}
            Puoi anche sfogliare tutte le domande dell’argomento <a href={`/${FAQ_PREFIX}/${moved.category}`}>{label}</a>.
          </>
        )}
      </p>
    </div>
  )
}
