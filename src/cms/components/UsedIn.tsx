import Link from 'next/link'
import type { ServerComponentProps } from 'payload'
import { docPath, findReferrers, COLLECTION_LABELS } from '../hooks/references'

/**
 * 'Usato in': the documents that link to this one (relations, link fields, rich-text links,
 * internal addresses), so an editor sees what a delete or a new slug would break.
 */
export async function UsedIn({ payload, id, collectionSlug, data }: ServerComponentProps) {
  if (id == null) return null
  const referrers = await findReferrers(payload, { collection: collectionSlug, id, path: docPath(collectionSlug, data ?? {}) })
  return (
    <section className="field-type" aria-labelledby="usato-in-titolo" data-testid="usato-in">
      <h3 id="usato-in-titolo" className="field-label" style={{ fontSize: '1rem' }}>
        Usato in
      </h3>
      {referrers.length === 0 ? (
        <p>Nessun altro contenuto collega questo.</p>
      ) : (
        <ul style={{ paddingInlineStart: '1.2rem' }}>
          {referrers.map((r) => (
            <li key={`${r.collection}-${r.id}`}>
              <Link href={`/admin/collections/${r.collection}/${r.id}`}>{r.title}</Link>{' '}
              <span>
                ({COLLECTION_LABELS[r.collection] ?? r.collection}
                {r.path ? `, ${r.path}` : ''})
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
