import { env as readEnv, type Env } from '@/cms/env'
/**
 * The visitor's address. Forwarded headers (X-Real-IP, X-Forwarded-For) are believed only when
 * the request comes straight from a trusted proxy (TRUSTED_PROXIES: addresses or IPv4 CIDRs,
 * comma-separated, e.g. the nginx of deploy/): from anyone else they are the client's own,
 * forgeable words. The direct peer comes from PEER_HEADER, which src/ops/node-server.ts sets
 * on every request from the socket (overwriting whatever the client sent).
 */
export const PEER_HEADER = 'x-sito-peer-address'
/** Set by src/ops/node-server.ts to "1" when the client itself sent X-Forwarded-For or X-Real-IP (Next adds its own later). */
export const FORWARDED_HEADER = 'x-sito-forwarded'

export function normalizeAddress(address: string): string {
  return address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '')
}

function ipv4(address: string): number | null {
  const parts = address.split('.').map(Number)
  if (parts.length !== 4 || parts.some((p) => !Number.isInteger(p) || p < 0 || p > 255)) return null
  return parts.reduce((n, p) => n * 256 + p, 0)
}

function matches(address: string, rule: string): boolean {
  const [base, bits] = rule.split('/')
  if (bits === undefined) return normalizeAddress(base) === address
  const [a, b, n] = [ipv4(address), ipv4(base), Number(bits)]
  if (a === null || b === null || !Number.isInteger(n) || n < 0 || n > 32) return false
  const size = 2 ** (32 - n)
  return Math.floor(a / size) === Math.floor(b / size)
}

function trustedProxies(env: Env = readEnv()): string[] {
  return (env.TRUSTED_PROXIES ?? '').split(',').map((s) => s.trim()).filter(Boolean)
}

export function isTrusted(address: string, proxies: string[] = trustedProxies()): boolean {
  return proxies.some((rule) => matches(address, rule))
}

export function clientAddress(headers: Headers, proxies: string[] = trustedProxies()): string {
  const peer = normalizeAddress(headers.get(PEER_HEADER) ?? '') || 'sconosciuto'
  if (!isTrusted(peer, proxies)) return peer
  const real = headers.get('x-real-ip')?.trim()
  if (real) return normalizeAddress(real)
  // The rightmost hop that is not one of our proxies: everything left of it the client could write.
  const hops = (headers.get('x-forwarded-for') ?? '').split(',').map(normalizeAddress).filter(Boolean)
  while (hops.length && isTrusted(hops.at(-1) as string, proxies)) hops.pop()
  return hops.at(-1) ?? peer
}
