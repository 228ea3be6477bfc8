import { NextResponse, type NextRequest } from 'next/server'
import { hit } from './ops/http/rate-limit'
import { clientAddress } from './ops/http/client-address'
import { adminPolicy, NON_DOCUMENT_POLICY, sitePolicy } from './ops/csp-policy.cjs'
import { analyticsOrigin } from './integrations/analytics/tracking'
import { logJson } from './ops/log'

/**
 * Every matched request gets an id (nginx's X-Request-Id when present and sane, else a new
 * UUID), passed to the app and echoed in the response, and one JSON log line.
 *
 * Content-Security-Policy: prerendered (ISR) pages get theirs from the cache handler
 * (src/ops/csp-cache-handler.cjs: hashes of the page's own inline scripts), so they stay
 * static. Here only the responses rendered per request get a nonce policy: the admin, pages
 * in draft mode (preview) and the dynamic pages listed below. Next reads the nonce from the
 * request's CSP header and puts it on its scripts. API and CMS responses get a "none" policy.
 */
/** Editors' sign-in attempts per client address (on top of Payload's per-account lockout). */
const LOGIN_PATH = '/cms-api/users/login'
const LOGIN_RULE = { limit: Number(process.env.LOGIN_RATE_LIMIT) || 20, windowMs: 10 * 60 * 1000 }
const LOGIN_LIMITED = 'Troppi tentativi di accesso da questo indirizzo. Riprova tra qualche minuto.'

function loginLimited(request: NextRequest, id: string): Response | null {
  if (request.method !== 'POST' || request.nextUrl.pathname !== LOGIN_PATH) return null
  const { allowed, retryAfterS } = hit(`login|${clientAddress(request.headers)}`, LOGIN_RULE)
  if (allowed) return null
  return Response.json(
    { message: LOGIN_LIMITED, errors: [{ message: LOGIN_LIMITED }] },
    { status: 429, headers: { 'Retry-After': String(retryAfterS), 'Cache-Control': 'no-store', 'x-request-id': id } },
  )
}

const DYNAMIC_PAGES = new Set(['/cerca', '/novita/newsletter/conferma', '/novita/newsletter/disiscrizione'])
const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/

function nonce(): string {
  return btoa(crypto.randomUUID())
}

function policyFor(request: NextRequest): { policy: string; nonce?: string } | null {
  const { pathname } = request.nextUrl
  if (pathname === '/admin' || pathname.startsWith('/admin/')) {
    const n = nonce()
    return { policy: adminPolicy(n), nonce: n }
  }
  if (pathname.startsWith('/api/') || pathname.startsWith('/cms-api/')) return { policy: NON_DOCUMENT_POLICY }
  // A POST to a page is a form's server action (the no-JS path): its answer is rendered per request.
  const perRequest = request.method === 'POST' || request.cookies.has('__prerender_bypass') || DYNAMIC_PAGES.has(pathname)
  if (perRequest) {
    const n = nonce()
    // These pages are not stored, so their HTML cannot open the analytics origin: WAI_URL set in the environment does.
    const analytics = process.env.WAI_URL ? analyticsOrigin() : null
    return { policy: sitePolicy({ scripts: [`'nonce-${n}'`, "'strict-dynamic'"], video: true, analytics }), nonce: n }
  }
  return null
}

export function proxy(request: NextRequest) {
  const given = request.headers.get('x-request-id')
  const id = given && REQUEST_ID.test(given) ? given : crypto.randomUUID()
  const limited = loginLimited(request, id)
  if (limited) return limited
  const headers = new Headers(request.headers)
  headers.set('x-request-id', id)
  const csp = policyFor(request)
  if (csp?.nonce) {
    headers.set('content-security-policy', csp.policy)
    headers.set('x-nonce', csp.nonce)
  }
  const response = NextResponse.next({ request: { headers } })
  response.headers.set('x-request-id', id)
  if (csp) response.headers.set('content-security-policy', csp.policy)
  if (process.env.LOG_REQUESTS !== '0') {
    logJson('info', 'request', { requestId: id, method: request.method, path: request.nextUrl.pathname })
  }
  return response
}

export const config = {
  // Not for build assets, optimised images, uploads' static files or the favicon.
  matcher: ['/((?!_next/static|_next/image|favicon.ico|icon.svg|fonts/).*)'],
}
