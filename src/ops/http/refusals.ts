/**
 * Requests answered with a 4xx before they reach Next or Payload, which would otherwise end in
 * a 500 or tell an anonymous visitor more than it should (called by src/proxy.ts).
 */
export type Refusal = { status: number; message: string }

type Incoming = { method: string; pathname: string; headers: Headers; hasSession: boolean }

const REFUSED = {
  access: { status: 401, message: 'Riservato alla redazione: accedi per vedere i permessi.' },
  verify: { status: 404, message: 'La verifica dell’indirizzo email non è prevista per questo sito.' },
  fileName: { status: 400, message: 'Nome del file non valido.' },
  origin: { status: 403, message: 'Richiesta non consentita: il modulo va inviato dalle pagine di questo sito.' },
} as const satisfies Record<string, Refusal>

/** An upload's file name that is not a plain name once decoded (NUL, separators, "..", double encoding). */
function badFileName(pathname: string): boolean {
  const match = /^\/cms-api\/[^/]+\/file\/(.+)$/.exec(pathname)
  if (!match) return false
  return /%(00|2f|5c|25)|\.\.|[\\\0]/i.test(match[1])
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

const isApi = (pathname: string) => /^\/(api|cms-api|admin)(\/|$)/.test(pathname)

export function refusal({ method, pathname, headers, hasSession }: Incoming): Refusal | null {
  if (pathname === '/cms-api/access' && !hasSession) return REFUSED.access
  if (pathname.startsWith('/cms-api/users/verify/')) return REFUSED.verify
  if (badFileName(pathname)) return REFUSED.fileName
  if (method === 'POST' && !isApi(pathname) && foreignOrigin(headers)) return REFUSED.origin
  return null
}
