import type { CollectionConfig } from 'payload'
import { pathFor, type RoutedCollection } from '@/content/paths'

/**
 * Drafts with scheduled publishing (run by the jobs queue: the config's jobs.autoRun must
 * cover the default queue) for the collections editors publish to the site.
 */
export const editorialVersions: CollectionConfig['versions'] = {
  drafts: { schedulePublish: true },
  maxPerDoc: 50,
}

/**
 * The admin's "Anteprima" link: /api/preview checks the editor's session, turns on Next's
 * draft mode and redirects to the document's public path, where the draft is shown.
 */
export function previewFor(collection: RoutedCollection) {
  return (doc: Record<string, unknown>): string | null => {
    if (typeof doc.slug !== 'string' || !doc.slug) return null
    const path = pathFor(collection, { slug: doc.slug, category: typeof doc.category === 'string' ? doc.category : null })
    return `/api/preview?path=${encodeURIComponent(path)}`
  }
}
