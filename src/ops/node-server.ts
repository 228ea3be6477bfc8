import diagnostics from 'node:diagnostics_channel'
import type http from 'node:http'
import { FORWARDED_HEADER, isTrusted, normalizeAddress, PEER_HEADER } from './http/client-address'
import { replaceErrorShell } from './http/error-page'
import { logJson } from './log'
import { recordRequest } from './metrics'
import { noteUntrustedForwarding } from './proxy-trust'
import { env } from '@/cms/env'

/** Declared bodies larger than this are refused outside the admin and the CMS API (uploads). */
const MAX_DECLARED_BODY = 128 * 1024
const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/

function tooLarge(req: http.IncomingMessage): boolean {
  if (Number(req.headers['content-length'] ?? 0) <= MAX_DECLARED_BODY) return false
  return !/^\/(admin|cms-api)(\/|$|\?)/.test(req.url ?? '')
}

function forwardedHeader(req: http.IncomingMessage): string | null {
  if (req.headers['x-forwarded-for']) return 'X-Forwarded-For'
  if (req.headers['x-real-ip']) return 'X-Real-IP'
  return null
}

/** One JSON line per request when its answer is sent: status and latency (LOG_REQUESTS=0: none), and the metrics. */
function logWhenDone(req: http.IncomingMessage, res: http.ServerResponse): void {
  const started = process.hrtime.bigint()
  res.once('finish', () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9
    const path = (refusedPaths.get(req) ?? req.url ?? '').split('?')[0] ?? ''
    recordRequest(path, req.method ?? '', res.statusCode, seconds)
    if (env().LOG_REQUESTS === '0') return
    const fields = { requestId: req.headers['x-request-id'], method: req.method, path, status: res.statusCode, ms: Math.round(seconds * 1000) }
    logJson(res.statusCode >= 500 ? 'error' : 'info', 'request', fields)
  })
}

/** The route that answers 413 at once (src/app/api/too-large, outside the proxy's matcher: no body read). */
export const TOO_LARGE_PATH = '/api/too-large'
/** The path a request asked for before it went to TOO_LARGE_PATH: the log and metrics name it. */
const refusedPaths = new WeakMap<http.IncomingMessage, string>()

type RequestStart = { request: http.IncomingMessage; response: http.ServerResponse }

/**
 * What the Node server does before Next sees a request, through Node's supported hook: the
 * `http.server.request.start` diagnostics channel, published by every http.Server of the process
 * for each request just before its 'request' event (so before Next's handler), with the request
 * and its response. Nothing of Node or Next is replaced (issue 37: `http.Server.prototype.emit`
 * was). A server script that owns its http.Server (the Astro front end's) gets the same effect by
 * calling `prepareRequest` (to export then) first in its own listener.
 * - the address the request really came from goes in PEER_HEADER (a value sent by the client is
 *   overwritten): Next keeps a client's own X-Forwarded-For and gives route handlers no socket;
 *   forwarded headers from a peer not in TRUSTED_PROXIES are reported once (src/ops/proxy-trust.ts);
 * - every request gets an id (nginx's X-Request-Id when sane) and one log line with its status and latency;
 * - a page whose rendering failed answers with the framed Italian error page (src/ops/http/error-page.ts);
 * - a declared body over 128 KB goes to TOO_LARGE_PATH, answered 413 at once: with a proxy
 *   (src/proxy.ts) Next waits for the whole body before any handler could look at Content-Length.
 */
function prepareRequest(req: http.IncomingMessage, res: http.ServerResponse): void {
  keepTrack(res)
  const given = req.headers['x-request-id']
  if (typeof given !== 'string' || !REQUEST_ID.test(given)) req.headers['x-request-id'] = crypto.randomUUID()
  logWhenDone(req, res)
  replaceErrorShell(req, res)
  if (tooLarge(req)) {
    refusedPaths.set(req, req.url ?? '')
    req.url = TOO_LARGE_PATH
    res.shouldKeepAlive = false
  }
  const peer = normalizeAddress(req.socket?.remoteAddress ?? '')
  req.headers[PEER_HEADER] = peer
  const forwarded = forwardedHeader(req)
  req.headers[FORWARDED_HEADER] = forwarded ? '1' : '0'
  if (forwarded && !isTrusted(peer)) noteUntrustedForwarding(peer, forwarded)
}

/**
 * A stop (SIGTERM, src/ops/graceful-stop.ts) closes every connection after its current answer.
 * Node's server.close() closes only the connections idle at that moment and goes on serving the
 * others' next requests for as long as the client sends them: nginx, reusing its keep-alive
 * connections, kept a stopping instance busy until the 25 s bound (CI's rolling restart, issue 37).
 */
let draining = false
const inFlight = new Set<http.ServerResponse>()

function keepTrack(res: http.ServerResponse): void {
  if (draining) res.shouldKeepAlive = false
  inFlight.add(res)
  const done = () => inFlight.delete(res)
  res.once('finish', done)
  res.once('close', done)
}

export function closeConnectionsAfterTheirAnswer(): void {
  draining = true
  for (const res of inFlight) if (!res.headersSent) res.shouldKeepAlive = false
}

let subscribed = false

/** Installed once at start-up (src/instrumentation.ts). */
export function guardNodeServer(): void {
  if (subscribed) return
  subscribed = true
  diagnostics.subscribe('http.server.request.start', (message) => {
    const { request, response } = message as RequestStart
    prepareRequest(request, response)
  })
}
