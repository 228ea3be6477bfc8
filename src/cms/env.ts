import { derivedKey } from '@/ops/secrets'
import path from 'node:path'

/** Where the SQLite file and uploads live (DATA_DIR, default ./data). */
export function dataDir(): string {
  return path.resolve(process.env.DATA_DIR || 'data')
}

export function databaseUrl(): string {
  return process.env.DATABASE_URL || `file:${path.join(dataDir(), 'sito.db')}`
}

export function usesPostgres(): boolean {
  return /^postgres(ql)?:\/\//.test(databaseUrl())
}

export function siteUrl(): string {
  return (process.env.SITE_URL || 'http://localhost:3000').replace(/\/$/, '')
}

/** The key Payload signs editors' sessions with: derived from PAYLOAD_SECRET, checked in production (src/ops/secrets.ts). */
export function payloadSecret(): string {
  return derivedKey('payload')
}

/**
 * The nginx proxies in front of the instances (deploy/nginx.conf), whose cached pages a save
 * makes stale: their base URLs as the instances reach them, comma-separated (PROXY_PURGE_URLS,
 * e.g. http://10.0.0.5,http://10.0.0.6). Empty: no proxy, or pages wait for its 5 s TTL.
 */
export function proxyPurgeUrls(): string[] {
  return (process.env.PROXY_PURGE_URLS ?? '')
    .split(',')
    .map((url) => url.trim().replace(/\/$/, ''))
    .filter(Boolean)
}
