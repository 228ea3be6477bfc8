import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook, PayloadRequest } from 'payload'
import { bumpContentVersion } from '@/integrations/search/content-version'

/**
 * Any content can appear on any page (breadcrumb titles, list and card blocks, filters),
 * so a change invalidates the whole site's static pages; they re-render on their next
 * request. Route handlers sit outside the layout, so the sitemap and the feed are named.
 * Outside the Next server (seed, migrations, CLI) there is no cache: errors are ignored.
 */
async function invalidateSite(req: PayloadRequest, collection: string): Promise<void> {
  if (req.context?.skipRevalidate) return
  await bumpContentVersion(req)
  // Other instances, and this one when outside a request (scheduled publishing run by the jobs queue).
  const { notifyInstances, instanceUrls } = await import('@/ops/instances')
  const self = `http://127.0.0.1:${process.env.PORT || 3000}`
  const outside = !req.headers?.get?.('host')
  const peers = instanceUrls().filter((url) => outside || url !== self)
  if (process.env.NEXT_RUNTIME && peers.length > 0) void notifyInstances(collection, peers)
  try {
    const { revalidatePath } = await import('next/cache')
    revalidatePath('/', 'layout')
    revalidatePath('/sitemap.xml')
    revalidatePath('/notizie/feed.xml')
    revalidatePath('/notizie/atom.xml')
    req.payload.logger.info({ msg: 'revalidated site', collection })
  } catch {
    // not running inside a Next.js request: nothing cached to invalidate
  }
}

export function revalidateSite(collection: string) {
  const afterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
    // A draft of a never-published document changes nothing public (drafts are previewed live).
    if (doc?._status === 'draft' && previousDoc?._status !== 'published') return doc
    await invalidateSite(req, collection)
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
    await invalidateSite(req, collection)
    return doc
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}

/** The frame (header, footer, settings) is on every page: a change to a global invalidates the site too. */
export function revalidateSiteOnGlobal(global: string): GlobalAfterChangeHook {
  return async ({ doc, req }) => {
    await invalidateSite(req, global)
    return doc
  }
}
