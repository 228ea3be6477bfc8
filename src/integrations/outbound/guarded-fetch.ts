import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import { isIP, type LookupFunction } from 'node:net'
import { isBlockedAddress } from './address-rules'
import { env as readEnv } from '@/cms/env'

/**
 * The one way the server fetches a URL an editor gave (open data sources, feeds): https only
 * (http only where configured), never an address of this machine or of a private network, checked
 * on the address actually connected to (the DNS answer, so a name pointing inside or re-pointed
 * between check and connection is refused) and again on every redirect; a time limit for the
 * whole exchange and a size limit. Errors are Italian and never name a host or port.
 *
 * OUTBOUND_ALLOW_HOSTS (hosts or host:port, comma-separated) are trusted as they are, http and
 * loopback included: the test suites' stand-ins; SITE_URL's own host is always trusted (a source
 * given as a path of this site). OUTBOUND_ALLOW_HTTP=1 allows plain http to public addresses.
 */
export type GuardedResult = { ok: true; text: string; contentType: string } | { ok: false; error: string }
export type GuardLimits = { timeoutMs: number; maxBytes: number; maxRedirects?: number }
type Env = Record<string, string | undefined>

export const OUTBOUND_ERRORS = {
  invalid: 'indirizzo non valido',
  refused: 'indirizzo non consentito: la fonte deve essere un indirizzo https pubblico',
  unreachable: 'la fonte non è raggiungibile',
  redirects: 'troppi reindirizzamenti',
  timeout: (s: number) => `nessuna risposta entro ${s} secondi`,
  status: (code: number) => `la fonte ha risposto ${code}`,
  size: (kb: number) => `file troppo grande o interrotto (massimo ${kb} kB)`,
} as const

class Refused extends Error {}

function allowedHosts(env: Env): Set<string> {
  const hosts = (env.OUTBOUND_ALLOW_HOSTS ?? '').split(',').map((h) => h.trim().toLowerCase()).filter(Boolean)
  try {
    if (env.SITE_URL) hosts.push(new URL(env.SITE_URL).host.toLowerCase())
  } catch {
    // no site host to trust
  }
  return new Set(hosts)
}

const trusted = (url: URL, env: Env) => {
  const hosts = allowedHosts(env)
  return hosts.has(url.host.toLowerCase()) || hosts.has(url.hostname.toLowerCase())
}

/** Resolves like dns.lookup, but fails when any address of the name is one we must not reach. */
const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0)
    if (!addresses.length || addresses.some((a) => isBlockedAddress(a.address))) return callback(new Refused('blocked'), '', 0)
    if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses)
    callback(null, addresses[0].address, addresses[0].family)
  })
}

/** Why this hop may not be fetched, or null. */
function hopProblem(url: URL, env: Env): string | null {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return OUTBOUND_ERRORS.invalid
  if (url.username || url.password) return OUTBOUND_ERRORS.refused
  if (trusted(url, env)) return null
  if (url.protocol === 'http:' && env.OUTBOUND_ALLOW_HTTP !== '1') return OUTBOUND_ERRORS.refused
  const literal = url.hostname.replace(/^\[|\]$/g, '')
  if (isIP(literal) && isBlockedAddress(literal)) return OUTBOUND_ERRORS.refused
  return null
}

type Hop = { status: number; location: string | null; contentType: string; body: http.IncomingMessage }

function request(url: URL, headers: Record<string, string>, signal: AbortSignal, env: Env): Promise<Hop> {
  const client = url.protocol === 'https:' ? https : http
  return new Promise((resolve, reject) => {
    const req = client.get(url, { headers: { 'Accept-Encoding': 'identity', ...headers }, signal, lookup: trusted(url, env) ? undefined : guardedLookup, agent: false }, (res) =>
      resolve({ status: res.statusCode ?? 0, location: res.headers.location ?? null, contentType: res.headers['content-type'] ?? '', body: res }),
    )
    req.on('error', reject)
  })
}

function readBody(body: http.IncomingMessage, maxBytes: number): Promise<string | null> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let size = 0
    body.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > maxBytes) {
        body.destroy()
        return resolve(null)
      }
      chunks.push(chunk)
    })
    body.on('end', () => resolve(new TextDecoder('utf-8').decode(Buffer.concat(chunks))))
    body.on('error', () => resolve(null))
    body.on('close', () => resolve(null))
  })
}

/** GET `raw` within the guard's rules; every failure is an Italian message, never a throw. */
export async function guardedFetch(raw: string | URL, limits: GuardLimits, headers: Record<string, string> = {}, env: Env = readEnv()): Promise<GuardedResult> {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return { ok: false, error: OUTBOUND_ERRORS.invalid }
  }
  const signal = AbortSignal.timeout(limits.timeoutMs)
  try {
    for (let hop = 0; hop <= (limits.maxRedirects ?? 5); hop++) {
      const problem = hopProblem(url, env)
      if (problem) return { ok: false, error: problem }
      const answer = await request(url, headers, signal, env)
      if (answer.status >= 300 && answer.status < 400 && answer.location) {
        answer.body.resume()
        url = new URL(answer.location, url)
        continue
      }
      if (answer.status < 200 || answer.status >= 300) {
        answer.body.resume()
        return { ok: false, error: OUTBOUND_ERRORS.status(answer.status) }
      }
      const declared = Number(answer.body.headers['content-length'] ?? 0)
      const text = declared > limits.maxBytes ? (answer.body.destroy(), null) : await readBody(answer.body, limits.maxBytes)
      if (text === null) return { ok: false, error: signal.aborted ? OUTBOUND_ERRORS.timeout(limits.timeoutMs / 1000) : OUTBOUND_ERRORS.size(Math.round(limits.maxBytes / 1024)) }
      return { ok: true, text, contentType: answer.contentType }
    }
    return { ok: false, error: OUTBOUND_ERRORS.redirects }
  } catch (error) {
    if (error instanceof Refused || (error as { cause?: unknown })?.cause instanceof Refused) return { ok: false, error: OUTBOUND_ERRORS.refused }
    if (signal.aborted) return { ok: false, error: OUTBOUND_ERRORS.timeout(limits.timeoutMs / 1000) }
    if (error instanceof TypeError) return { ok: false, error: OUTBOUND_ERRORS.invalid }
    return { ok: false, error: OUTBOUND_ERRORS.unreachable }
  }
}
