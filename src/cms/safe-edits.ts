import type { CollectionConfig, UIField } from 'payload'
import { isRouted } from '@/content/paths'
import { validateChartsOnDrafts } from './hooks/chart-drafts'
import { moveChildren, pathFromParent } from './hooks/page-parent'
import { PUBLIC_COLLECTIONS } from './hooks/references'
import { redirectFromOldPath, rememberPublishedPath } from './hooks/rename-redirects'
import { refuseReferencedDelete, markUnpublish, refuseReferencedTrash, refuseReferencedUnpublish } from './hooks/safe-deletes'
import { uniquePublicPath } from './hooks/unique-path'

const usedInField: UIField = {
  name: 'usatoIn',
  type: 'ui',
  admin: { position: 'sidebar', components: { Field: '@/cms/components/UsedIn#UsedIn' } },
}

/**
 * Safe deletes and renames on the public collections (issue 14): deletion, the bin and unpublishing refused
 * while other documents link here, 'Usato in' in the sidebar, a 301 when a published path
 * changes, one URL per document across collections, charts checked on drafts too, page
 * paths built from the parent page.
 * Hooks and a UI field only: the schema (trash, slug) stays in the collection files.
 */
function safeEdits(config: CollectionConfig): CollectionConfig {
  const hooks = config.hooks ?? {}
  const routed = isRouted(config.slug)
  const pages = config.slug === 'pages'
  return {
    ...config,
    hooks: {
      ...hooks,
      beforeOperation: [...(hooks.beforeOperation ?? []), markUnpublish],
      beforeValidate: [...(hooks.beforeValidate ?? []), ...(pages ? [pathFromParent] : []), validateChartsOnDrafts, ...(routed ? [uniquePublicPath] : [])],
      beforeChange: [...(hooks.beforeChange ?? []), refuseReferencedTrash, refuseReferencedUnpublish, ...(routed ? [rememberPublishedPath] : [])],
      afterChange: [...(hooks.afterChange ?? []), ...(routed ? [redirectFromOldPath] : []), ...(pages ? [moveChildren] : [])],
      beforeDelete: [...(hooks.beforeDelete ?? []), refuseReferencedDelete],
    },
    fields: [...config.fields, usedInField],
  }
}

export function withSafeEdits(collections: CollectionConfig[]): CollectionConfig[] {
  return collections.map((c) => ((PUBLIC_COLLECTIONS as readonly string[]).includes(c.slug) ? safeEdits(c) : c))
}
