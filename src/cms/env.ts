import path from 'node:path'
import { z } from 'zod'

/**
 * The process environment: every variable the site reads, in one schema (docs/deploy.md says
 * what each does). A new variable is one line here; its reader takes it from `env()`.
 * Values stay strings: each adapter (mail, Salesforce, S3, captcha, search…) parses and checks
 * its own section and reports a bad value in its own words, never at startup; the accessors
 * below give the few read everywhere (directories, URLs, phase) their defaults.
 * Leaf module: it imports nothing of the site's, so every folder may read it.
 */
const text = z.string().optional()
const schema = z.object({
  // Process and Next
  NODE_ENV: text,
  LOCAL_DEMO: text,
  MIGRATE_AND_EXIT: text,
  HEALTH_TOKEN: text,
  OUTBOUND_ALLOW_HTTP: text,
  OUTBOUND_ALLOW_HOSTS: text,
  NEXT_PHASE: text,
  NEXT_RUNTIME: text,
  TZ: text,
  PORT: text,
  // Data, site, CMS
  DATA_DIR: text,
  DATABASE_URL: text,
  SITE_URL: text,
  PAYLOAD_PUBLIC_SERVER_URL: text,
  PAYLOAD_SECRET: text,
  PAYLOAD_SECRET_PREVIOUS: text,
  TRUSTED_PROXIES: text,
  REVALIDATE_INSTANCES: text,
  PROXY_PURGE_URLS: text,
  EDITOR_PASSWORD: text,
  DEMO_EDITOR_PASSWORD: text,
  // Logs, limits, jobs
  LOG_FORMAT: text,
  LOG_LEVEL: text,
  LOG_REQUESTS: text,
  LOGIN_RATE_LIMIT: text,
  FORMS_RATE_LIMIT_FACTOR: text,
  JOBS_AUTORUN: text,
  JOBS_AUTORUN_CRON: text,
  JOBS_STUCK_AFTER_S: text,
  JOBS_MAX_WAIT_S: text,
  // Mail
  SMTP_HOST: text,
  SMTP_PORT: text,
  SMTP_SECURE: text,
  SMTP_USER: text,
  SMTP_PASS: text,
  MAIL_FROM: text,
  MAIL_FROM_NAME: text,
  MAIL_NOTIFY_TO: text,
  // Files (S3)
  S3_BUCKET: text,
  S3_ENDPOINT: text,
  S3_REGION: text,
  S3_FORCE_PATH_STYLE: text,
  S3_ACCESS_KEY_ID: text,
  S3_SECRET_ACCESS_KEY: text,
  // Captcha
  ALTCHA_HMAC_KEY: text,
  ALTCHA_COST: text,
  ALTCHA_MAX_COUNTER: text,
  RECAPTCHA_SITE_KEY: text,
  RECAPTCHA_SECRET_KEY: text,
  RECAPTCHA_VERIFY_URL: text,
  NEXT_PUBLIC_RECAPTCHA_SITE_KEY: text,
  // Search
  SEARCH_PROVIDER: text,
  ALGOLIA_APP_ID: text,
  ALGOLIA_SEARCH_KEY: text,
  ALGOLIA_INDEX_NAME: text,
  ALGOLIA_ADMIN_KEY: text,
  ALGOLIA_BASE_URL: text,
  // Salesforce: Web-to-Case and Funding Programs (avvisi)
  SALESFORCE_WEB_TO_CASE_URL: text,
  SALESFORCE_ORG_ID: text,
  SALESFORCE_RECORD_TYPE: text,
  SALESFORCE_CAPTCHA_KEYNAME: text,
  SALESFORCE_FIELD_MAP: text,
  SALESFORCE_FIELD_MAP_FILE: text,
  SALESFORCE_FP_AUTH_URL: text,
  SALESFORCE_FP_CLIENT_ID: text,
  SALESFORCE_FP_CLIENT_SECRET: text,
  SALESFORCE_FP_API_VERSION: text,
  SALESFORCE_FP_QUERY: text,
  AVVISI_FEED_URL: text,
  AVVISI_CACHE_SECONDS: text,
  // Open data, analytics
  OPENDATA_FETCH_TIMEOUT_MS: text,
  OPENDATA_MAX_BYTES: text,
  OPENDATA_SYNC_CRON: text,
  OPENDATA_PUBLISHER_IPA: text,
  OPENDATA_PUBLISHER_NAME: text,
  OPENDATA_CONTACT_EMAIL: text,
  WAI_URL: text,
})

export type Env = z.output<typeof schema>

let once: Env | undefined

/**
 * The environment, read and checked once per production process. Elsewhere (tests, `next dev`)
 * each call reads it again, so a variable a test sets is seen.
 */
export function env(): Env {
  if (once) return once
  const read = schema.parse(process.env)
  if (read.NODE_ENV === 'production') once = read
  return read
}

/** `next build`: pages are rendered, nothing is served, signed or scheduled. */
export const isBuildPhase = (e: Env = env()) => e.NEXT_PHASE === 'phase-production-build'

export const isProduction = () => env().NODE_ENV === 'production'

/** A positive number from a variable, else the fallback (unset or malformed). */
export function positive(value: string | undefined, fallback: number): number {
  const n = Number(value)
  return n > 0 ? n : fallback
}

/** The port `next start` listens on (PORT, default 3000). */
export const port = () => positive(env().PORT, 3000)

/** Where the SQLite file and uploads live (DATA_DIR, default ./data). */
export function dataDir(): string {
  return path.resolve(env().DATA_DIR || 'data')
}

export function databaseUrl(): string {
  return env().DATABASE_URL || `file:${path.join(dataDir(), 'sito.db')}`
}

export function usesPostgres(): boolean {
  return /^postgres(ql)?:\/\//.test(databaseUrl())
}

export function siteUrl(): string {
  return (env().SITE_URL || 'http://localhost:3000').replace(/\/$/, '')
}

/**
 * The nginx proxies in front of the instances (deploy/nginx.conf), whose cached pages a save
 * makes stale: their base URLs as the instances reach them, comma-separated (PROXY_PURGE_URLS,
 * e.g. http://10.0.0.5,http://10.0.0.6). Empty: no proxy, or pages wait for its 5 s TTL.
 */
export function proxyPurgeUrls(): string[] {
  return (env().PROXY_PURGE_URLS ?? '')
    .split(',')
    .map((url) => url.trim().replace(/\/$/, ''))
    .filter(Boolean)
}

/** HEALTH_TOKEN: the bearer token monitoring sends for the details of /api/health and for /api/metrics. */
export function healthToken(): string {
  return env().HEALTH_TOKEN?.trim() ?? ''
}
