import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'
import { pathFor, SECTION_PREFIX, FAQ_PREFIX, type RoutedCollection } from '@/content/paths'

type Routed = { slug?: string | null; title?: string | null; name?: string | null; category?: string | null }

/**
 * Invalidates Next's cache for what a change touches. Outside the Next server
 * (seed, migrations, CLI) there is no cache to invalidate, so errors there are ignored.
 */
async function invalidate(paths: string[], everything: boolean, req: PayloadRequest): Promise<void> {
  if (req.context?.skipRevalidate) return
  try {
    const { revalidatePath } = await import('next/cache')
    // Route handlers are outside the layout: the sitemap and the feed follow every change.
    const all = everything ? ['/sitemap.xml', '/notizie/feed.xml'] : [...paths, '/sitemap.xml', '/notizie/feed.xml']
    if (everything) revalidatePath('/', 'layout')
    for (const p of new Set(all)) revalidatePath(p)
    req.payload.logger.info({ msg: 'revalidated', paths: everything ? ['/ (layout)'] : [...new Set(paths)] })
  } catch {
    // not running inside a Next.js request: nothing cached to invalidate
  }
}

function sectionIndex(collection: RoutedCollection): string | null {
  if (collection === 'pages') return null
  if (collection === 'faqs') return `/${FAQ_PREFIX}`
  return `/${SECTION_PREFIX[collection]}`
}

function routedPaths(collection: RoutedCollection, doc: Routed | undefined): string[] {
  if (!doc?.slug) return []
  return [pathFor(collection, { slug: doc.slug, category: doc.category })]
}

/** Hooks for collections with their own URL: the doc, its old URL, its section and home. */
export function revalidateRouted(collection: RoutedCollection) {
  const afterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
    const titleChanged = Boolean(previousDoc?.title) && previousDoc.title !== doc.title
    const slugChanged = Boolean(previousDoc?.slug) && previousDoc.slug !== doc.slug
    const paths = [...routedPaths(collection, doc), ...routedPaths(collection, previousDoc), '/']
    const index = sectionIndex(collection)
    if (index) paths.push(index)
    // Titles appear in breadcrumbs and lists of other pages: refresh the whole site then.
    await invalidate(paths, titleChanged || slugChanged || collection === 'pages', req)
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
    await invalidate(routedPaths(collection, doc), true, req)
    return doc
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}

/** Hooks for content shown inside other pages (lists, filters, labels): refresh everything. */
export function revalidateEverywhere() {
  const afterChange: CollectionAfterChangeHook = async ({ doc, req }) => {
    await invalidate([], true, req)
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
    await invalidate([], true, req)
    return doc
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}
