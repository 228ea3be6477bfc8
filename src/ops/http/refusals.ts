import { canonicalPath } from './route-path'

/**
 * Requests answered with a 4xx before they reach Next or Payload, which would otherwise end in
 * a 500 or tell an anonymous visitor more than it should (called by src/proxy.ts). Every rule
 * compares the path's one canonical spelling (route-path.ts): `/cms-api/%61ccess` is `/cms-api/access`.
 */
export type Refusal = { status: number; message: string }

type Incoming = { method: string; pathname: string; headers: Headers; hasSession: boolean }

const REFUSED = {
  access: { status: 401, message: 'Riservato alla redazione: accedi per vedere i permessi.' },
  editorsOnly: { status: 401, message: 'Riservato alla redazione: accedi per continuare.' },
  verify: { status: 404, message: 'La verifica dell’indirizzo email non è prevista per questo sito.' },
  firstRegister: { status: 403, message: 'Il primo account della redazione si crea sul server con «npm run editor», non dal browser.' },
  internal: { status: 404, message: 'Risorsa inesistente.' },
  fileName: { status: 400, message: 'Nome del file non valido.' },
  path: { status: 400, message: 'Indirizzo non valido.' },
  origin: { status: 403, message: 'Richiesta non consentita: il modulo va inviato dalle pagine di questo sito.' },
} as const satisfies Record<string, Refusal>

const MAX_FILE_NAME = 255

/** An upload's file name that is not a plain name once decoded (NUL, separators, "..", double encoding, bad UTF-8, too long). */
function badFileName(pathname: string): boolean {
  const match = /^\/cms-api\/[^/]+\/file\/(.+)$/i.exec(pathname)
  if (!match) return false
  if (match[1].length > MAX_FILE_NAME * 3 || /%(00|2f|5c|25)|\.\.|[\\\0]/i.test(match[1])) return true
  try {
    return decodeURIComponent(match[1]).length > MAX_FILE_NAME
  } catch {
    return true
  }
}

/** Next refuses a server action whose Origin is not the host it was sent to, with a 500. */
function foreignOrigin(headers: Headers): boolean {
  const origin = headers.get('origin')
  if (!origin) return false
  const host = headers.get('x-forwarded-host')?.split(',')[0]?.trim() || headers.get('host')
  try {
    return new URL(origin).host !== host
  } catch {
    return true
  }
}

const isApi = (path: string) => /^\/(api|cms-api|admin)(\/|$)/.test(path)
/** Payload's bookkeeping of applied migrations: nobody's business over HTTP. */
const isInternal = (path: string) => /^\/cms-api\/payload-migrations(\/|$)/.test(path)
/** The editors' CSV exports (plugin-import-export): anonymous calls end in a 501 inside the plugin. */
const isEditorsOnly = (path: string) => /^\/cms-api\/(exports|imports)(\/|$)/.test(path)

/** Escapes that are not UTF-8 (`/notizie/%ff`): Next cannot decode the route's parameters and answers 500. */
function undecodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname)
    return false
  } catch {
    return true
  }
}

export function refusal({ method, pathname, headers, hasSession }: Incoming): Refusal | null {
  if (badFileName(pathname)) return REFUSED.fileName
  if (undecodable(pathname)) return REFUSED.path
  const path = canonicalPath(pathname)
  if (path === '/cms-api/access' && !hasSession) return REFUSED.access
  if (path === '/cms-api/users/first-register') return REFUSED.firstRegister
  if (path.startsWith('/cms-api/users/verify/')) return REFUSED.verify
  if (isInternal(path)) return REFUSED.internal
  if (isEditorsOnly(path) && !hasSession) return REFUSED.editorsOnly
  if (method === 'POST' && !isApi(path) && foreignOrigin(headers)) return REFUSED.origin
  return null
}
