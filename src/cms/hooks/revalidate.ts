import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook, PayloadRequest } from 'payload'
import { bumpContentVersion } from '@/integrations/search/content-version'
import { globalTag, revalidateHere, tagsForChange } from '@/content/cache-tags'
import type { RevalidationScope } from '@/ops/instances'
import { env, port, proxyPurgeUrls } from '@/cms/env'

type Doc = Parameters<typeof tagsForChange>[1]

/**
 * A change revalidates the pages that show it, by cache tag (src/content/cache-tags.ts): its own
 * page, the list pages and cards that show it, its lists when it enters or moves in them, the
 * sitemap and feeds; the whole site only when links to it may be anywhere. Stale pages render
 * again on their next request. Outside the Next server (seed, migrations, CLI) there is no cache.
 */
async function invalidate(req: PayloadRequest, collection: string, id: number, scope: RevalidationScope): Promise<void> {
  if (req.context?.skipRevalidate) return
  await bumpContentVersion(req, { collection, id })
  await revalidateEverywhere(req, collection, scope)
}

/**
 * Clears a scope on this instance (inside a request) and on the others, then the proxies' cached
 * pages (src/ops/proxy-cache.ts) once every instance serves the change: the other instances when
 * they have answered, this one when the request ends (Next applies revalidateTag then).
 */
async function revalidateEverywhere(req: PayloadRequest, collection: string, scope: RevalidationScope): Promise<void> {
  // Other instances, and this one when outside a request (scheduled publishing run by the jobs queue).
  const { notifyInstances, instanceUrls } = await import('@/ops/instances')
  const { purgeProxies } = await import('@/ops/proxy-cache')
  const purge = () => purgeProxies(proxyPurgeUrls())
  const self = `http://127.0.0.1:${port()}`
  const outside = !req.headers?.get?.('host')
  const peers = instanceUrls().filter((url) => outside || url !== self)
  const others = env().NEXT_RUNTIME && peers.length > 0 ? notifyInstances(collection, scope, peers) : Promise.resolve()
  try {
    revalidateHere(scope)
    req.payload.logger.info({ msg: 'revalidated', collection, scope: scope === 'site' ? scope : scope.join(' ') })
    const { after } = await import('next/server')
    after(() => others.then(purge))
  } catch {
    // not running inside a Next.js request: nothing cached here; the proxies once the others are done
    if (env().NEXT_RUNTIME) void others.then(purge)
  }
}

export function revalidateSite(collection: string) {
  const afterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req, operation }) => {
    // A draft of a never-published document changes nothing public (drafts are previewed live).
    if (doc?._status === 'draft' && previousDoc?._status !== 'published') return doc
    const previous = operation === 'create' ? undefined : (previousDoc as Doc)
    await invalidate(req, collection, doc.id, tagsForChange(collection, doc as Doc, previous))
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
    await invalidate(req, collection, doc.id, tagsForChange(collection, doc as Doc, undefined, true))
    return doc
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}

/** The frame (header, footer, settings) is on every page: a change to a global invalidates the site too. */
export function revalidateSiteOnGlobal(global: string): GlobalAfterChangeHook {
  return async ({ doc, req }) => {
    if (!req.context?.skipRevalidate) await revalidateEverywhere(req, global, 'site')
    return doc
  }
}

/** A global shown by some pages only (the search suggestions): a change revalidates the pages that read it (globalTag). */
export function revalidateGlobalReaders(global: string): GlobalAfterChangeHook {
  return async ({ doc, req }) => {
    if (!req.context?.skipRevalidate) await revalidateEverywhere(req, global, [globalTag(global)])
    return doc
  }
}
