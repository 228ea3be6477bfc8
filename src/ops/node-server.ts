import http from 'node:http'
import { normalizeAddress, PEER_HEADER } from './http/client-address'

/** Declared bodies larger than this are refused outside the admin and the CMS API (uploads). */
const MAX_DECLARED_BODY = 128 * 1024
const TOO_LARGE = JSON.stringify({ message: 'La richiesta è troppo grande.' })

function tooLarge(req: http.IncomingMessage): boolean {
  if (Number(req.headers['content-length'] ?? 0) <= MAX_DECLARED_BODY) return false
  return !/^\/(admin|cms-api)(\/|$|\?)/.test(req.url ?? '')
}

/**
 * What the Node server does before Next sees a request (installed once at start-up):
 * - the address the request really came from goes in PEER_HEADER (a value sent by the client is
 *   overwritten): Next keeps a client's own X-Forwarded-For and gives route handlers no socket;
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
      if (tooLarge(req)) {
        res.writeHead(413, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'close' })
        res.end(TOO_LARGE)
        return true
      }
      req.headers[PEER_HEADER] = normalizeAddress(req.socket?.remoteAddress ?? '')
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean
  } as typeof proto.emit
}
