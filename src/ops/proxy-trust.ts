import { logJson } from './log'

/**
 * Forwarded headers (X-Forwarded-For, X-Real-IP) from a peer not in TRUSTED_PROXIES: behind the
 * shipped nginx with the variable unset every visitor has nginx's address, so they all share one
 * limit (the forms answered 429 to first requests). Reported once in the log and, until the
 * process ends, in the details of /api/health/ready. Kept on globalThis: the Node server hook and
 * the route handlers are separate bundles.
 */
type Seen = { peer: string; header: string; at: string }
const KEY = Symbol.for('sito.untrustedProxy')
const store = globalThis as typeof globalThis & { [KEY]?: Seen }

export const UNTRUSTED_PROXY_MESSAGE =
  'Richieste con intestazioni inoltrate (X-Forwarded-For/X-Real-IP) da un indirizzo non elencato in TRUSTED_PROXIES: ' +
  'gli indirizzi dei visitatori non sono creduti e tutti condividono i limiti del proxy. Impostate TRUSTED_PROXIES ' +
  '(es. 127.0.0.1 con nginx sulla stessa macchina; docs/deploy.md §4c).'

export function noteUntrustedForwarding(peer: string, header: string): void {
  if (store[KEY]) return
  store[KEY] = { peer, header, at: new Date().toISOString() }
  logJson('warn', UNTRUSTED_PROXY_MESSAGE, { peer, header })
}

export function untrustedForwarding(): Seen | undefined {
  return store[KEY]
}
