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

/** PAYLOAD_SECRET is required in production; a fixed development value otherwise. */
export function payloadSecret(): string {
  const secret = process.env.PAYLOAD_SECRET
  if (secret) return secret
  if (process.env.NODE_ENV === 'production' && process.env.REQUIRE_SECRET === '1') {
    throw new Error('PAYLOAD_SECRET non impostata: obbligatoria in produzione.')
  }
  return 'sviluppo-locale-non-usare-in-produzione'
}
