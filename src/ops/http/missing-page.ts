/**
 * Next 16 renders on the server only the 404 of an unmatched URL (the `_not-found` route, here
 * src/app/global-not-found.tsx): a `notFound()` thrown by a matched route sends an empty document
 * whose not-found UI appears only after hydration, blank without JavaScript. The catch-all route
 * matches every path, so the proxy asks first whether it would answer 404 and, if so, marks the
 * request (MISSING_HEADER) for the rewrite to `/_not-found` in next.config.ts.
 *
 * The check reads the CMS, which lives in the app's module graph: instrumentation.ts registers it
 * here (the proxy runs in the same Node.js process). Answers are kept a few seconds, like nginx's cache.
 */
export const MISSING_HEADER = 'x-sito-pagina-mancante'

type MissingCheck = (segments: string[]) => Promise<boolean>
const CHECK = Symbol.for('sito.missingPage')
const TTL_MS = 5_000
const MAX_ENTRIES = 2_000

/** The app's own routes besides the catch-all (src/app/(site)/**\/page.tsx; a test keeps them in step). */
export const SITE_ROUTES: ReadonlySet<string> = new Set([
  '/',
  '/avvisi',
  '/avvisi/quanto-spetta-al-mio-ente',
  '/beneficiari',
  '/cerca',
  '/errore',
  '/misure',
  '/novita/newsletter/conferma',
  '/novita/newsletter/disiscrizione',
])
const NOT_PAGES = /^\/(api|cms-api|admin|_next)(\/|$)/

const answers = new Map<string, { missing: boolean; at: number }>()

export function registerMissingCheck(check: MissingCheck): void {
  ;(globalThis as Record<symbol, unknown>)[CHECK] = check
}

type Incoming = { method: string; pathname: string; headers: Headers; preview: boolean }

/** The path's segments when the catch-all route would render it, else null. */
function catchAllSegments({ method, pathname, headers, preview }: Incoming): string[] | null {
  // Client navigations (RSC) keep the in-frame not-found.tsx; previews may show unpublished paths.
  if ((method !== 'GET' && method !== 'HEAD') || headers.has('rsc') || preview) return null
  if (SITE_ROUTES.has(pathname) || NOT_PAGES.test(pathname) || /\.[a-z0-9]+$/i.test(pathname)) return null
  try {
    return pathname.split('/').filter(Boolean).map(decodeURIComponent)
  } catch {
    return null
  }
}

/** True when the catch-all route would answer 404 for this request. */
export async function isMissingPage(request: Incoming): Promise<boolean> {
  const check = (globalThis as Record<symbol, unknown>)[CHECK] as MissingCheck | undefined
  const segments = check && catchAllSegments(request)
  if (!check || !segments) return false
  const key = segments.join('/')
  const known = answers.get(key)
  if (known && Date.now() - known.at < TTL_MS) return known.missing
  const missing = await check(segments).catch(() => false)
  if (answers.size >= MAX_ENTRIES) answers.clear()
  answers.set(key, { missing, at: Date.now() })
  return missing
}
