import http from 'node:http'
import { FORWARDED_HEADER, isTrusted, normalizeAddress, PEER_HEADER } from './http/client-address'
import { replaceErrorShell } from './http/error-page'
import { logJson } from './log'
import { recordRequest } from './metrics'
import { noteUntrustedForwarding } from './proxy-trust'
import { env } from '@/cms/env'

/** Declared bodies larger than this are refused outside the admin and the CMS API (uploads). */
const MAX_DECLARED_BODY = 128 * 1024
const TOO_LARGE = JSON.stringify({ message: 'La richiesta è troppo grande.' })
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
    const path = (req.url ?? '').split('?')[0] ?? ''
    recordRequest(path, req.method ?? '', res.statusCode, seconds)
    if (env().LOG_REQUESTS === '0') return
    const fields = { requestId: req.headers['x-request-id'], method: req.method, path, status: res.statusCode, ms: Math.round(seconds * 1000) }
    logJson(res.statusCode >= 500 ? 'error' : 'info', 'request', fields)
  })
}

/**
 * What the Node server does before Next sees a request (installed once at start-up):
 * - the address the request really came from goes in PEER_HEADER (a value sent by the client is
 *   overwritten): Next keeps a client's own X-Forwarded-For and gives route handlers no socket;
 *   forwarded headers from a peer not in TRUSTED_PROXIES are reported once (src/ops/proxy-trust.ts);
 * - every request gets an id (nginx's X-Request-Id when sane) and one log line with its status and latency;
 * - a page whose rendering failed answers with the framed Italian error page (src/ops/http/error-page.ts);
 * - a declared body over 128 KB is refused with 413 at once: with a proxy (src/proxy.ts) Next
 *   waits for the whole body before any handler could look at Content-Length.
 */
export function guardNodeServer(): void {
  const proto = http.Server.prototype as http.Server & { sitoPeerStamped?: boolean }
  if (proto.sitoPeerStamped) return
  proto.sitoPeerStamped = true
  const emit = proto.emit
  proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const [req, res] = args as [http.IncomingMessage, http.ServerResponse]
      const given = req.headers['x-request-id']
      if (typeof given !== 'string' || !REQUEST_ID.test(given)) req.headers['x-request-id'] = crypto.randomUUID()
      logWhenDone(req, res)
      replaceErrorShell(req, res)
      if (tooLarge(req)) {
        res.writeHead(413, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'close' })
        res.end(TOO_LARGE)
        return true
      }
      const peer = normalizeAddress(req.socket?.remoteAddress ?? '')
      req.headers[PEER_HEADER] = peer
      const forwarded = forwardedHeader(req)
      req.headers[FORWARDED_HEADER] = forwarded ? '1' : '0'
      if (forwarded && !isTrusted(peer)) noteUntrustedForwarding(peer, forwarded)
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean
  } as typeof proto.emit
}
