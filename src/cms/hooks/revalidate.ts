import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook, PayloadRequest } from 'payload'
import { bumpContentVersion } from '@/integrations/search/content-version'
import { globalTag, revalidateHere, tagsForChange } from '@/content/cache-tags'
import type { RevalidationScope } from '@/ops/instances'
import { env, port, proxyPurgeUrls, usesPostgres } from '@/cms/env'

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
 * Clears a scope on this instance (inside a request, at once) and on every instance, then the
 * proxies' cached pages (src/ops/proxy-cache.ts) once they serve the change. On PostgreSQL the
 * change is announced through the database (src/ops/revalidation-channel.ts), in the save's own
 * transaction: delivered when it commits (no instance renders the old data again), never if it
 * rolls back; each instance then clears its cache and purges the proxies. On SQLite (one
 * instance), when the request has ended: REVALIDATE_INSTANCES if listed, else this instance.
 */
async function revalidateEverywhere(req: PayloadRequest, collection: string, scope: RevalidationScope): Promise<void> {
  const failed = (error: unknown) => req.payload.logger.warn({ msg: 'revalidation not spread', error: String(error) })
  // Also from the command line (an import): the running instances hear it.
  if (usesPostgres()) {
    const { announceChange } = await import('@/ops/revalidation-channel')
    await announceChange(req.payload, collection, scope, req).catch(failed)
  }
  if (!env().NEXT_RUNTIME) return
  const spread = async () => {
    if (usesPostgres()) return
    const { notifyInstances, instanceUrls } = await import('@/ops/instances')
    const { purgeProxies } = await import('@/ops/proxy-cache')
    const self = `http://127.0.0.1:${port()}`
    const outside = !req.headers?.get?.('host')
    await notifyInstances(collection, scope, instanceUrls().filter((url) => outside || url !== self))
    await purgeProxies(proxyPurgeUrls())
  }
  try {
    revalidateHere(scope)
    req.payload.logger.info({ msg: 'revalidated', collection, scope: scope === 'site' ? scope : scope.join(' ') })
    const { after } = await import('next/server')
    after(() => spread().catch(failed))
  } catch {
    // not running inside a Next.js request (scheduled publishing run by the jobs queue): spread now
    void spread().catch(failed)
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
