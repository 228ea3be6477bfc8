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

/** HEALTH_TOKEN: the bearer token monitoring sends for the details of /api/health and for /api/metrics. */
export function healthToken(): string {
  return process.env.HEALTH_TOKEN?.trim() ?? ''
}
