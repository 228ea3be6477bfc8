import http from 'node:http'
import { normalizeAddress, PEER_HEADER } from './http/client-address'

/**
 * Next keeps a client's own X-Forwarded-For and offers no socket address to route handlers or
 * the proxy, so every request gets the address it really came from in PEER_HEADER, set here
 * before Next sees it (a value sent by the client is overwritten). Called once at start-up.
 */
export function stampPeerAddress(): void {
  const proto = http.Server.prototype as http.Server & { sitoPeerStamped?: boolean }
  if (proto.sitoPeerStamped) return
  proto.sitoPeerStamped = true
  const emit = proto.emit
  proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const req = args[0] as http.IncomingMessage
      req.headers[PEER_HEADER] = normalizeAddress(req.socket?.remoteAddress ?? '')
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean
  } as typeof proto.emit
}
