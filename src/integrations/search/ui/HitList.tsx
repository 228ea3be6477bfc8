import { CONTENT_TYPE_LABELS, type SearchHit } from '../types'
import { Highlighted } from './Highlighted'

/** One search result: type label, title link, highlighted excerpt (server or client). */
function Hit({ hit, headingLevel }: { hit: SearchHit; headingLevel: 'h3' | 'h2' }) {
  const Heading = headingLevel
  const blank = hit.target === '_blank'
  return (
    <li className="sito-hit">
      <span className="sito-hit__type">{CONTENT_TYPE_LABELS[hit.content_type] ?? hit.content_type}</span>
      <Heading className="sito-hit__title h5">
        <a href={hit.url} {...(blank ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          <Highlighted value={hit._highlightResult?.title?.value ?? hit.title} />
          {blank && <span className="visually-hidden"> (si apre in una nuova finestra)</span>}
        </a>
      </Heading>
      {hit.content && (
        <p className="sito-hit__excerpt mb-0">
          <Highlighted value={hit._highlightResult?.content?.value ?? hit.content} excerpt={220} />
        </p>
      )}
    </li>
  )
}

export function HitList({ hits, headingLevel = 'h3' }: { hits: SearchHit[]; headingLevel?: 'h3' | 'h2' }) {
  return (
    <ol className="sito-hits">
      {hits.map((hit) => (
        <Hit key={hit.objectID} hit={hit} headingLevel={headingLevel} />
      ))}
    </ol>
  )
}
