import { NextResponse, type NextRequest } from 'next/server'
import { hit } from './ops/http/rate-limit'
import { clientAddress } from './ops/http/client-address'
import { refusal } from './ops/http/refusals'
import { adminPolicy, NON_DOCUMENT_POLICY, sitePolicy } from './ops/csp-policy.cjs'
import { analyticsOrigin } from './integrations/analytics/tracking'
import { logJson } from './ops/log'
import { isMissingPage, MISSING_HEADER } from './ops/http/missing-page'
import { env, positive } from './cms/env'
import { canonicalPath } from './ops/http/route-path'
import { BAD_ACTION, validActionForm, validActionText } from './ops/http/action-payload'
import { PREVIEW_COOKIE } from './content/preview-session'

/**
 * Every matched request gets an id (nginx's X-Request-Id when present and sane, else a new
 * UUID, given by src/ops/node-server.ts, which also writes the request's log line with its status
 * and latency), passed to the app and echoed in the response.
 *
 * Content-Security-Policy: prerendered (ISR) pages get theirs from the cache handler
 * (src/ops/csp-cache-handler.cjs: hashes of the page's own inline scripts), so they stay
 * static. Here only the responses rendered per request get a nonce policy: the admin, pages
 * in draft mode (preview) and the dynamic pages listed below. Next reads the nonce from the
 * request's CSP header and puts it on its scripts. API and CMS responses get a "none" policy.
 */
/**
 * Editors' sign-in attempts per address and per account and address (a guesser is slowed without
 * locking the editor out everywhere), password-reset emails and reset tokens tried per address.
 * nginx's limit_req holds across instances; these count per process. The rules match the path's
 * canonical spelling: Payload answers `/cms-api/users/LOGIN` and `/cms-api/users/%6cogin` too.
 */
const TEN_MINUTES = 10 * 60 * 1000
const ADDRESS_RULES: Record<string, { limit: number; windowMs: number }> = {
  '/cms-api/users/login': { limit: positive(env().LOGIN_RATE_LIMIT, 20), windowMs: TEN_MINUTES },
  '/cms-api/users/forgot-password': { limit: 5, windowMs: 6 * TEN_MINUTES },
  '/cms-api/users/reset-password': { limit: 10, windowMs: 6 * TEN_MINUTES },
}
const ACCOUNT_RULE = { limit: 10, windowMs: TEN_MINUTES }
const LOGIN_LIMITED = 'Troppi tentativi di accesso da questo indirizzo. Riprova tra qualche minuto.'

/** The account a sign-in names (the body is small: Next hands the route its own copy). */
async function signInAccount(request: NextRequest, path: string): Promise<string> {
  if (path !== '/cms-api/users/login' || Number(request.headers.get('content-length') ?? 0) > 4096) return ''
  const body: unknown = await request.clone().json().catch(() => null)
  const email = body && typeof body === 'object' ? (body as { email?: unknown }).email : null
  return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 320) : ''
}

async function loginLimited(request: NextRequest, id: string): Promise<Response | null> {
  const path = canonicalPath(request.nextUrl.pathname)
  const rule = request.method === 'POST' ? ADDRESS_RULES[path] : undefined
  if (!rule) return null
  const address = clientAddress(request.headers)
  let verdict = hit(`${path}|${address}`, rule)
  const account = verdict.allowed ? await signInAccount(request, path) : ''
  if (account) verdict = hit(`login-account|${account}|${address}`, ACCOUNT_RULE)
  const { allowed, retryAfterS } = verdict
  if (allowed) return null
  return Response.json(
    { message: LOGIN_LIMITED, errors: [{ message: LOGIN_LIMITED }] },
    { status: 429, headers: { 'Retry-After': String(retryAfterS), 'Cache-Control': 'no-store', 'x-request-id': id } },
  )
}

const EDITORS_ONLY = 'Riservato alla redazione: accedi per continuare.'
/** Payload's admin server functions an anonymous visitor's sign-in page calls; the others (render-list…) end in a 500 without a session. */
const ANONYMOUS_SERVER_FUNCTIONS = new Set(['form-state'])

/** An anonymous call of one of Payload's admin server functions that needs an editor (the body names it). */
async function anonymousServerFunction(request: NextRequest, path: string, hasSession: boolean): Promise<boolean> {
  if (hasSession || request.method !== 'POST' || !request.headers.has('next-action') || !/^\/admin(\/|$)/.test(path)) return false
  if (Number(request.headers.get('content-length') ?? 0) > 65_536) return true
  const body: unknown = await request.clone().json().catch(() => null)
  const name = Array.isArray(body) && body[0] && typeof body[0] === 'object' ? (body[0] as { name?: unknown }).name : undefined
  return typeof name === 'string' && !ANONYMOUS_SERVER_FUNCTIONS.has(name)
}

/** A post to a page (a form's server action) whose payload Next could not decode (src/ops/http/action-payload.ts). */
async function undecodableAction(request: NextRequest, path: string): Promise<boolean> {
  if (request.method !== 'POST' || /^\/(api|cms-api|admin)(\/|$)/.test(path)) return false
  const type = request.headers.get('content-type') ?? ''
  if (type.startsWith('multipart/form-data')) {
    const form = await request.clone().formData().catch(() => null)
    return form === null || !validActionForm(form)
  }
  if (request.headers.has('next-action')) return !validActionText(await request.clone().text().catch(() => ''))
  return false
}

/**
 * Pages rendered for each request (their filters or token in the query string). Issue 37: /avvisi
 * and /misure were not listed, so they went out with no CSP at all.
 */
const DYNAMIC_PAGES = new Set(['/cerca', '/avvisi', '/misure', '/novita/newsletter/conferma', '/novita/newsletter/disiscrizione'])
/**
 * Per address and process, for the pages each request renders (nginx's `search` zone holds /cerca
 * across instances): 26–40 requests a second to /avvisi saturated an instance (issue 37).
 */
const DYNAMIC_PAGE_RULE = { limit: 120, windowMs: 60_000 }
const PAGES_LIMITED = 'Troppe richieste da questo indirizzo. Riprova tra qualche minuto.'

function dynamicPageLimited(request: NextRequest, id: string): Response | null {
  const path = canonicalPath(request.nextUrl.pathname)
  if (request.method !== 'GET' || !DYNAMIC_PAGES.has(path)) return null
  const { allowed, retryAfterS } = hit(`page|${path}|${clientAddress(request.headers)}`, DYNAMIC_PAGE_RULE)
  if (allowed) return null
  return Response.json({ message: PAGES_LIMITED }, { status: 429, headers: { 'Retry-After': String(retryAfterS), 'Cache-Control': 'no-store', 'x-request-id': id, 'content-security-policy': NON_DOCUMENT_POLICY } })
}
const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/

/** Next's draft-mode cookie with an editor's preview session (checked by the page itself, src/content/preview.ts). */
const isPreviewRequest = (request: NextRequest) => request.cookies.has('__prerender_bypass') && request.cookies.has(PREVIEW_COOKIE)

function nonce(): string {
  return btoa(crypto.randomUUID())
}

function policyFor(request: NextRequest): { policy: string; nonce?: string } | null {
  const { pathname } = request.nextUrl
  if (pathname === '/admin' || pathname.startsWith('/admin/')) {
    const n = nonce()
    return { policy: adminPolicy(n), nonce: n }
  }
  // Feeds, sitemap and robots are documents too, but never run anything.
  if (pathname.startsWith('/api/') || pathname.startsWith('/cms-api/') || /\.(xml|txt|ics)$/.test(pathname)) return { policy: NON_DOCUMENT_POLICY }
  // A POST to a page is a form's server action (the no-JS path): its answer is rendered per request.
  const preview = isPreviewRequest(request)
  const perRequest = request.method === 'POST' || preview || DYNAMIC_PAGES.has(pathname)
  if (perRequest) {
    const n = nonce()
    // These pages are not stored, so their HTML cannot open the analytics origin: WAI_URL set in the environment does.
    const analytics = env().WAI_URL ? analyticsOrigin(env().WAI_URL) : null
    return { policy: sitePolicy({ scripts: [`'nonce-${n}'`, "'strict-dynamic'"], video: true, preview, analytics }), nonce: n }
  }
  return null
}

export async function proxy(request: NextRequest) {
  const given = request.headers.get('x-request-id')
  const id = given && REQUEST_ID.test(given) ? given : crypto.randomUUID()
  const limited = (await loginLimited(request, id)) ?? dynamicPageLimited(request, id)
  if (limited) return limited
  const hasSession = request.cookies.has('payload-token') || request.headers.has('authorization')
  const path = canonicalPath(request.nextUrl.pathname)
  const refused = (await anonymousServerFunction(request, path, hasSession))
    ? { status: 401, message: EDITORS_ONLY }
    : (await undecodableAction(request, path))
      ? { status: 400, message: BAD_ACTION }
      : refusal({ method: request.method, pathname: request.nextUrl.pathname, headers: request.headers, hasSession })
  if (refused) {
    logJson('warn', 'request refused', { requestId: id, path: request.nextUrl.pathname, status: refused.status })
    return Response.json({ message: refused.message, errors: [{ message: refused.message }] }, { status: refused.status, headers: { 'Cache-Control': 'no-store', 'x-request-id': id, 'content-security-policy': NON_DOCUMENT_POLICY } })
  }
  const headers = new Headers(request.headers)
  headers.set('x-request-id', id)
  headers.delete(MISSING_HEADER)
  const preview = isPreviewRequest(request)
  if (await isMissingPage({ method: request.method, pathname: request.nextUrl.pathname, headers: request.headers, preview })) {
    headers.set(MISSING_HEADER, '1')
  }
  const csp = policyFor(request)
  if (csp?.nonce) {
    headers.set('content-security-policy', csp.policy)
    headers.set('x-nonce', csp.nonce)
  }
  const response = NextResponse.next({ request: { headers } })
  response.headers.set('x-request-id', id)
  if (csp) response.headers.set('content-security-policy', csp.policy)
  return response
}

export const config = {
  // Not for build assets, optimised images, uploads' static files or the favicon.
  // api/too-large: a declared body over 128 KB, answered 413 without reading it (src/ops/node-server.ts).
  matcher: ['/((?!_next/static|_next/image|favicon.ico|icon.svg|fonts/|api/too-large).*)'],
}
