import type { CollectionConfig, RootLivePreviewConfig } from 'payload'
import { isRouted, pathFor, type RoutedCollection } from '@/content/paths'
import { EDITORIAL_COLLECTIONS } from '@/content/paths'
import { siteUrl } from '../env'
import { keepLockAfterAutosave } from '../hooks/lock-holder'
import { revalidateSite } from '../hooks/revalidate'
import { closeReviewOnPublish } from '../hooks/review'
import { refuseAfterTakeover } from '../hooks/takeover'
import { onlyDraftsForRedattori } from './access'

/**
 * The nine public content types (EDITORIAL_COLLECTIONS) share one workflow: drafts, versions,
 * autosave, scheduled publishing (run by the jobs queue: the config's jobs.autoRun must cover
 * the default queue), preview and live preview.
 */
type EditorialSlug = (typeof EDITORIAL_COLLECTIONS)[number]

export const editorialVersions: CollectionConfig['versions'] = {
  // Autosave keeps the live preview in step with the form; drafts skip validation until published.
  drafts: { autosave: { interval: 800 }, schedulePublish: { timeFormat: 'HH:mm', timeIntervals: 5 } },
  maxPerDoc: 50,
}

/** Payload's publish button, with our Italian «Programma la pubblicazione» beside it (PublishButton.client.tsx). */
export const editorialComponents = { edit: { PublishButton: '@/cms/components/PublishButton.client#PublishButton' } }

/** The site's revalidation, drafts only for a redattore, and the editor's lock kept across autosaves and taken over for real. */
export function editorialHooks(collection: EditorialSlug): CollectionConfig['hooks'] {
  const site = revalidateSite(collection)
  return { ...site, afterChange: [...site.afterChange, keepLockAfterAutosave, closeReviewOnPublish], beforeOperation: [onlyDraftsForRedattori, refuseAfterTakeover] }
}

/**
 * Types without a page of their own are previewed on the demo page that lists them
 * (card grids, the updates list, the avvisi grid).
 */
const LISTED_ON: Record<Exclude<EditorialSlug, RoutedCollection>, string> = {
  guidelines: '/esempi/schede',
  updates: '/esempi/elenchi',
  announcements: '/esempi/schede',
}

function sitePath(collection: EditorialSlug, doc: Record<string, unknown>): string | null {
  if (!isRouted(collection)) return LISTED_ON[collection as keyof typeof LISTED_ON]
  if (typeof doc.slug !== 'string' || !doc.slug) return null
  return pathFor(collection, { slug: doc.slug, category: typeof doc.category === 'string' ? doc.category : null })
}

/**
 * The admin's "Anteprima" link: /api/preview checks the editor's session, turns on Next's
 * draft mode and redirects to the document's public path, where the draft is shown.
 */
export function previewFor(collection: EditorialSlug) {
  return (doc: Record<string, unknown>): string | null => {
    const path = sitePath(collection, doc)
    return path ? `/api/preview?path=${encodeURIComponent(path)}` : null
  }
}

/**
 * Payload's server-side live preview: the same preview URL in an iframe, absolute (the admin
 * posts to its origin); the page refreshes on every autosave (RefreshRouteOnSave).
 */
export const livePreview: RootLivePreviewConfig = {
  collections: [...EDITORIAL_COLLECTIONS],
  url: ({ data, collectionConfig }) => {
    const preview = collectionConfig ? previewFor(collectionConfig.slug as EditorialSlug)(data) : null
    return preview ? `${siteUrl()}${preview}` : null
  },
  breakpoints: [
    { name: 'mobile', label: 'Telefono', width: 375, height: 667 },
    { name: 'tablet', label: 'Tablet', width: 768, height: 1024 },
    { name: 'desktop', label: 'Computer', width: 1440, height: 900 },
  ],
}
