import { logJson } from './log'

/**
 * Issue 29: a save is live through the proxy at once. Every page nginx caches is keyed by a cache
 * generation, a token nginx gets from GET /api/cache-generation and keeps (deploy/nginx.conf).
 * After a save has revalidated every instance, each proxy (PROXY_PURGE_URLS) fetches a new token
 * (GET /__cache-generation, allowed only from the instances' addresses): no page cached before the
 * save is served again, and the next request gets what Next serves now (the pages the save touched
 * render again, the others come from Next's own cache). Failures are logged, never thrown: the
 * proxy's 5 s TTL still ends the old pages.
 */
export async function purgeProxies(urls: string[]): Promise<void> {
  await Promise.all(
    urls.map(async (url) => {
      try {
        const res = await fetch(`${url}/__cache-generation`, { signal: AbortSignal.timeout(3000), cache: 'no-store' })
        if (!res.ok) logJson('warn', 'proxy cache purge failed', { url, status: res.status })
      } catch (error) {
        logJson('warn', 'proxy cache unreachable', { url, error: String(error) })
      }
    }),
  )
}

/** A new token whenever nginx asks: nginx keeps it until a save asks again, or a minute at most. */
export function newCacheGeneration(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`
}
