import Link from 'next/link'
import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import { findBrokenLinks } from '../hooks/broken-links'
import { COLLECTION_LABELS } from '../hooks/references'

/** /admin/collegamenti-interrotti: internal links that lead a visitor to a 404. */
export async function BrokenLinks({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  const broken = req.user ? await findBrokenLinks(req.payload) : []
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter>
        <h1>Collegamenti interrotti</h1>
        <p>Collegamenti interni che portano a una pagina inesistente o non pubblicata (ultima versione di ogni contenuto, bozze comprese).</p>
        {broken.length === 0 ? (
          <p role="status">Nessun collegamento interrotto.</p>
        ) : (
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Contenuto</th>
                <th scope="col">Collegamento</th>
              </tr>
            </thead>
            <tbody>
              {broken.map((b, i) => (
                <tr key={i}>
                  <td>
                    <Link href={`/admin/collections/${b.source.collection}/${b.source.id}`}>{b.source.title}</Link> ({COLLECTION_LABELS[b.source.collection]}
                    {b.source.path ? `, ${b.source.path}` : ''})
                  </td>
                  <td>{b.link}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Gutter>
    </DefaultTemplate>
  )
}

/** The report's entry in the admin's navigation. */
export function BrokenLinksNavLink() {
  return (
    <Link className="nav__link" href="/admin/collegamenti-interrotti" style={{ marginTop: '1rem' }}>
      Collegamenti interrotti
    </Link>
  )
}
