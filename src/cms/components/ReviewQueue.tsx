import Link from 'next/link'
import type { Payload, TypedUser } from 'payload'
import { hasRole } from '../collections/access'
import { COLLECTION_LABELS } from '../hooks/references'

type Ref = { relationTo: string; value: number | { id: number } }

const when = (iso: string) =>
  new Intl.DateTimeFormat('it-IT', { timeZone: 'Europe/Rome', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(new Date(iso))

/** On the dashboard, for caporedattori: the drafts waiting for review, oldest first. */
export async function ReviewQueue({ payload, user }: { payload: Payload; user?: TypedUser | null }) {
  if (!hasRole(user, 'caporedattore')) return null
  const { docs } = await payload.find({ collection: 'revisioni', where: { aperta: { equals: true } }, sort: 'createdAt', depth: 0, limit: 50, overrideAccess: true })
  return (
    <section className="sito-review-queue" aria-labelledby="da-rivedere" style={{ marginBottom: '2rem' }}>
      <h2 id="da-rivedere">Da rivedere ({docs.length})</h2>
      {docs.length === 0 ? (
        <p>Nessuna bozza in attesa di revisione.</p>
      ) : (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">Contenuto</th>
              <th scope="col">Tipo</th>
              <th scope="col">Inviato da</th>
              <th scope="col">Quando</th>
              <th scope="col">Commento</th>
            </tr>
          </thead>
          <tbody>
            {docs.map((r) => {
              const ref = r.documento as Ref
              const id = typeof ref.value === 'object' ? ref.value.id : ref.value
              return (
                <tr key={r.id}>
                  <td>
                    <Link href={`/admin/collections/${ref.relationTo}/${id}`}>{r.titolo}</Link>
                  </td>
                  <td>{COLLECTION_LABELS[ref.relationTo] ?? ref.relationTo}</td>
                  <td>{r.autoreNome}</td>
                  <td>{when(r.createdAt)}</td>
                  <td>{r.nota}</td>
                </tr>
              )
            })}
          </tbody>
        </table>
      )}
    </section>
  )
}
