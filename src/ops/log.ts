import { env } from '@/cms/env'
/**
 * Logging rules: one JSON object per line in production (pino), with the request id when there
 * is one. Never log what visitors typed into forms (names, email addresses, phone numbers,
 * comments, descriptions): log the endpoint, the outcome and the request id only. `redact`
 * is the safety net for objects that might carry such fields anyway.
 */
const PERSONAL = /^(email|address|name|nome|phone|telefono|contact|commento|comment|description|descrizione|object|nomeStruttura|password|token|captcha)$/i

export function redact<T>(value: T, depth = 0): T {
  if (depth > 5 || value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1)) as T
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    out[k] = PERSONAL.test(k) ? '[omesso]' : redact(v, depth + 1)
  }
  return out as T
}

/** Paths pino censors in every Payload log line (objects logged with such keys). */
const REDACT_PATHS = [
  'email', '*.email', 'password', '*.password', 'phone', '*.phone', 'address', '*.address',
  'commento', '*.commento', 'description', '*.description', 'req.headers.cookie', 'req.headers.authorization',
]

/**
 * A refused request (4xx) is the client's mistake: its error is logged without the stack (log flooding).
 * A server error keeps its cause: a failed query says only "Failed query: …", the database's own
 * error (its code, e.g. SQLITE_BUSY or a constraint) is the cause.
 */
export function loggedError(err: unknown): unknown {
  if (!(err instanceof Error)) return err
  const status = (err as { status?: number }).status
  if (typeof status === 'number' && status < 500) return { type: err.name, message: err.message, status }
  const { cause } = err
  const logged = { type: err.name, message: err.message, stack: err.stack, status }
  if (!(cause instanceof Error)) return logged
  return { ...logged, cause: { type: cause.name, message: cause.message, code: (cause as { code?: unknown }).code } }
}

/** Payload errors that are the client's doing, logged at warn instead of error (without stack, see above). */
export const CLIENT_ERROR_LEVELS = {
  AuthenticationError: 'warn',
  LockedAuth: 'warn',
  UnverifiedEmail: 'warn',
  QueryError: 'warn',
  FileRetrievalError: 'warn',
} as const

/** Payload's logger: JSON lines in production (or LOG_FORMAT=json), Payload's pretty output otherwise. */
export function payloadLogger() {
  const { LOG_FORMAT, LOG_LEVEL, NODE_ENV } = env()
  const json = LOG_FORMAT === 'json' || (NODE_ENV === 'production' && LOG_FORMAT !== 'pretty')
  if (!json) return undefined
  return {
    options: {
      level: LOG_LEVEL || 'info',
      redact: { paths: REDACT_PATHS, censor: '[omesso]' },
      timestamp: () => `,"time":"${new Date().toISOString()}"`,
      formatters: { level: (label: string) => ({ level: label }) },
      serializers: { err: loggedError },
      base: { service: 'sito' },
    },
  }
}

const WRITE = { info: 'log', warn: 'warn', error: 'error' } as const

/** One JSON log line outside Payload (the request proxy, route handlers, components): info on stdout, the rest on stderr. */
export function logJson(level: keyof typeof WRITE, msg: string, fields: Record<string, unknown> = {}): void {
  console[WRITE[level]](JSON.stringify({ level, time: new Date().toISOString(), service: 'sito', msg, ...redact(fields) }))
}
