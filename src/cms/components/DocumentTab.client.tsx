'use client'

import { Button, useConfig, useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { useParams, usePathname } from 'next/navigation'
import { formatAdminURL } from 'payload/shared'

/**
 * A document's «Modifica» and «Versioni» tabs, as Payload draws them but as items of their list
 * (Payload puts its links straight into `ul.doc-tabs__tabs`: axe «list») and named by their
 * visible text, the number of versions included (Payload names «Versioni 3» «Versioni»: axe
 * «label-content-name-mismatch», WCAG 2.5.3). `path` is the tab's view: `/` or `/versions`.
 */
export function DocumentTab({ path }: { path: string }) {
  const { t } = useTranslation()
  const { versionCount } = useDocumentInfo()
  const docPath = useDocumentPath()
  const pathname = usePathname()
  const versions = path === '/versions'
  const href = versions ? `${docPath}/versions` : docPath
  const active = versions ? pathname.startsWith(href) : pathname === docPath
  return (
    <li className="sito-doc-tab">
      <Button
        buttonStyle="tab"
        className={['doc-tab', active && 'doc-tab--active'].filter(Boolean).join(' ')}
        disabled={active}
        el={active && href === pathname ? 'div' : 'link'}
        extraButtonProps={active ? { 'aria-current': 'page' } : {}}
        margin={false}
        to={href}
      >
        <span className="doc-tab__label">
          {versions ? t('version:versions') : t('general:edit')}{' '}
          {versions && versionCount ? <span className="pill-version-count">{versionCount}</span> : null}
        </span>
      </Button>
    </li>
  )
}

/** The document's address in the admin: /admin/collections/<slug>/<id> (or …/trash/<id>), /admin/globals/<slug>. */
function useDocumentPath(): string {
  const { config } = useConfig()
  const [entityType, entitySlug, third, fourth] = (useParams().segments as string[] | undefined) ?? []
  const collection = entityType === 'collections'
  const id = third === 'trash' && fourth ? `trash/${fourth}` : third
  const path: `/${string}` = `/${collection ? 'collections' : 'globals'}/${entitySlug}${collection && id ? `/${id}` : ''}`
  return formatAdminURL({ adminRoute: config.routes.admin, path })
}
