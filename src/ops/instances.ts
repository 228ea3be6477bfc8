import { timingSafeEqual } from 'node:crypto'
import { derivedKey } from './secrets'
import { logJson } from './log'
import { env, port } from '@/cms/env'

/**
 * Cache invalidation reaching every `next start` instance. revalidateTag only clears the
 * cache of the process (and request) it runs in: a save on instance A must also reach B, and
 * a scheduled publish run by the jobs queue (outside any request) must reach its own instance.
 * REVALIDATE_INSTANCES lists the instances' internal base URLs (comma-separated); without it,
 * this instance alone (http://127.0.0.1:$PORT).
 */
export function instanceUrls(): string[] {
  const listed = (env().REVALIDATE_INSTANCES ?? '').split(',').map((u) => u.trim().replace(/\/$/, '')).filter(Boolean)
  return listed.length ? listed : [`http://127.0.0.1:${port()}`]
}

/** A shared secret derived from PAYLOAD_SECRET (same on every instance), never the secret itself. */
function revalidateToken(): string {
  return derivedKey('revalidate')
}

export function validRevalidateToken(token: string | null): boolean {
  const expected = Buffer.from(revalidateToken())
  const given = Buffer.from(token ?? '')
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** What a change makes stale: cache tags (src/content/cache-tags.ts), or every page. */
export type RevalidationScope = string[] | 'site'

const TAG = /^(feeds|[a-z]+:[a-z]+(:[\w.~/-]{1,200})?)$/i
const MAX_SCOPE_TAGS = 64

/** The scope a POST /api/revalidate names: 'site' when it names none, null when it is not a valid one. */
export function parseScope(body: unknown): RevalidationScope | null {
  const scope = (body as { scope?: unknown } | null)?.scope
  if (scope === undefined || scope === 'site') return 'site'
  if (!Array.isArray(scope) || scope.length > MAX_SCOPE_TAGS) return null
  return scope.every((tag) => typeof tag === 'string' && TAG.test(tag)) ? (scope as string[]) : null
}

/** Fire-and-forget POST /api/revalidate to each instance; failures are logged, never thrown. */
export async function notifyInstances(reason: string, scope: RevalidationScope, urls = instanceUrls()): Promise<void> {
  await Promise.all(
    urls.map(async (url) => {
      try {
        const res = await fetch(`${url}/api/revalidate`, {
          method: 'POST',
          headers: { 'x-revalidate-token': revalidateToken(), 'content-type': 'application/json' },
          body: JSON.stringify({ reason, scope }),
          signal: AbortSignal.timeout(3000),
        })
        if (!res.ok) logJson('warn', 'revalidate instance failed', { url, status: res.status })
      } catch (error) {
        logJson('warn', 'revalidate instance unreachable', { url, error: String(error) })
      }
    }),
  )
}
