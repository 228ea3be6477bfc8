import path from 'node:path'
import { z } from 'zod'

/**
 * The process environment: every variable the site reads, in one schema (docs/deploy.md says
 * what each does). A new variable is one line here; its reader takes it from `env()`, never from
 * `process.env` (src/cms/env.test.ts lists the three places Next forces to read it directly).
 * Each value has its shape (a switch is 0 or 1, a number is digits, an address a URL, a choice one
 * of its words): a malformed one stops the process at its first read with the variable named,
 * instead of being read as «unset». Values stay strings (each adapter parses its own section);
 * what production cannot run without is refused at start, in Italian, by src/ops/production-config.ts
 * and src/ops/secrets.ts. The accessors below give the few read everywhere their defaults.
 * Leaf module: it imports nothing of the site's, so every folder may read it.
 */
/** An unset or empty variable (an env file's `NAME=`) is absent. */
const optional = <T extends z.ZodType>(shape: T) => z.preprocess((v) => (v === '' ? undefined : v), shape.optional())
const text = optional(z.string())
const flag = optional(z.enum(['0', '1']))
const count = optional(z.string().regex(/^\d+(\.\d+)?$/, 'serve un numero'))
const yesNo = optional(z.string().regex(/^(1|0|true|false|yes|no)$/i, 'serve true o false'))
const url = optional(z.url({ protocol: /^https?$/, error: 'serve un indirizzo http(s)://' }))
const oneOf = <T extends readonly [string, ...string[]]>(values: T) => optional(z.enum(values))
const schema = z.object({
  // Process and Next
  NODE_ENV: oneOf(['development', 'production', 'test']),
  LOCAL_DEMO: flag,
  MIGRATE_AND_EXIT: flag,
  HEALTH_TOKEN: text,
  OUTBOUND_ALLOW_HTTP: flag,
  OUTBOUND_ALLOW_HOSTS: text,
  NEXT_PHASE: text,
  NEXT_RUNTIME: text,
  TZ: text,
  PORT: count,
  // Data, site, CMS
  DATA_DIR: text,
  DATABASE_URL: text,
  SITE_URL: url,
  PAYLOAD_PUBLIC_SERVER_URL: url,
  PAYLOAD_SECRET: text,
  PAYLOAD_SECRET_PREVIOUS: text,
  TRUSTED_PROXIES: text,
  REVALIDATE_INSTANCES: text,
  PROXY_PURGE_URLS: text,
  EDITOR_PASSWORD: text,
  DEMO_EDITOR_PASSWORD: text,
  // Logs, limits, jobs
  LOG_FORMAT: oneOf(['json', 'pretty']),
  LOG_LEVEL: oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
  LOG_REQUESTS: flag,
  LOGIN_RATE_LIMIT: count,
  FORMS_RATE_LIMIT_FACTOR: count,
  JOBS_AUTORUN: flag,
  JOBS_AUTORUN_CRON: text,
  JOBS_STUCK_AFTER_S: count,
  JOBS_MAX_WAIT_S: count,
  // Mail
  SMTP_HOST: text,
  SMTP_PORT: count,
  SMTP_SECURE: yesNo,
  SMTP_USER: text,
  SMTP_PASS: text,
  MAIL_FROM: text,
  MAIL_FROM_NAME: text,
  MAIL_NOTIFY_TO: text,
  // Files (S3)
  S3_BUCKET: text,
  S3_ENDPOINT: url,
  S3_REGION: text,
  S3_FORCE_PATH_STYLE: yesNo,
  S3_ACCESS_KEY_ID: text,
  S3_SECRET_ACCESS_KEY: text,
  // Captcha
  ALTCHA_HMAC_KEY: text,
  ALTCHA_COST: count,
  ALTCHA_MAX_COUNTER: count,
  RECAPTCHA_SITE_KEY: text,
  RECAPTCHA_SECRET_KEY: text,
  RECAPTCHA_VERIFY_URL: url,
  NEXT_PUBLIC_RECAPTCHA_SITE_KEY: text,
  // Search
  SEARCH_PROVIDER: oneOf(['orama', 'algolia']),
  ALGOLIA_APP_ID: text,
  ALGOLIA_SEARCH_KEY: text,
  ALGOLIA_INDEX_NAME: text,
  ALGOLIA_ADMIN_KEY: text,
  ALGOLIA_BASE_URL: url,
  // Salesforce: Web-to-Case and Funding Programs (avvisi)
  SALESFORCE_WEB_TO_CASE_URL: url,
  SALESFORCE_ORG_ID: text,
  SALESFORCE_RECORD_TYPE: text,
  SALESFORCE_CAPTCHA_KEYNAME: text,
  SALESFORCE_FIELD_MAP: text,
  SALESFORCE_FIELD_MAP_FILE: text,
  SALESFORCE_FP_AUTH_URL: url,
  SALESFORCE_FP_CLIENT_ID: text,
  SALESFORCE_FP_CLIENT_SECRET: text,
  SALESFORCE_FP_API_VERSION: text,
  SALESFORCE_FP_QUERY: text,
  AVVISI_FEED_URL: url,
  AVVISI_CACHE_SECONDS: count,
  // Open data, analytics
  OPENDATA_FETCH_TIMEOUT_MS: count,
  OPENDATA_MAX_BYTES: count,
  OPENDATA_SYNC_CRON: text,
  OPENDATA_PUBLISHER_IPA: text,
  OPENDATA_PUBLISHER_NAME: text,
  OPENDATA_CONTACT_EMAIL: text,
  WAI_URL: url,
})

export type Env = z.output<typeof schema>

let once: Env | undefined

/**
 * The environment, read and checked once per production process. Elsewhere (tests, `next dev`)
 * each call reads it again, so a variable a test sets is seen.
 */
export function env(): Env {
  if (once) return once
  const parsed = schema.safeParse(process.env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `- ${i.path.join('.')}: ${i.message} (è «${String(process.env[String(i.path[0])])}»)`)
    throw new Error(['Variabili d’ambiente non valide (docs/deploy.md §8):', ...lines].join('\n'))
  }
  if (parsed.data.NODE_ENV === 'production') once = parsed.data
  return parsed.data
}

/** What a child process gets (PATH, locale… and the site's variables), with `extra` on top. */
export function childEnvironment(extra: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, ...extra }
}

/** Payload formats some admin dates on the server without a zone: the process keeps Rome time unless TZ says otherwise. */
export function keepRomeTime(): void {
  process.env.TZ ||= 'Europe/Rome'
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
