import http from 'node:http'

/** The framed Italian error page (src/app/(site)/errore), rendered at build time. */
const ERROR_PAGE_PATH = '/errore'

/** When even /errore cannot be had: the same words, with nothing to load. */
const LAST_RESORT = `<!doctype html><html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Errore del server | PA digitale 2026</title></head><body style="font-family:Arial,sans-serif;margin:0"><header style="background:#0066cc;color:#fff;padding:16px 24px;font-weight:bold">PA digitale 2026</header><main style="max-width:720px;margin:0 auto;padding:32px 24px"><p>ERRORE 500</p><h1>La pagina non si è potuta caricare</h1><p>Si è verificato un problema temporaneo sul sito. Riprova tra qualche minuto ricaricando la pagina.</p><p><a href="/">Torna alla pagina iniziale</a></p></main></body></html>`

type Write = http.ServerResponse['write']
type End = http.ServerResponse['end']

/** Is this a request for a page (not the admin, the APIs, assets or a client navigation's RSC payload)? */
export function isPageRequest(method: string | undefined, url: string | undefined, headers: http.IncomingHttpHeaders): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false
  const path = (url ?? '').split('?')[0] ?? ''
  if (path === ERROR_PAGE_PATH || /^\/(admin|cms-api|api|_next)(\/|$)/.test(path)) return false
  return !headers.rsc && !headers['next-router-state-tree']
}

/**
 * The page as plain HTML and CSS: its scripts would start Next's router on /errore while the
 * address bar shows the page that failed. Links and the search form need none.
 */
export const withoutScripts = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '').replace(/<link\b[^>]*\bas="script"[^>]*>/gi, '')

function fetchErrorPage(req: http.IncomingMessage): Promise<string> {
  const host = req.socket.localAddress ?? '127.0.0.1'
  return new Promise((resolve) => {
    const get = http.get({ host, port: req.socket.localPort, path: ERROR_PAGE_PATH, headers: { 'accept-encoding': 'identity' }, timeout: 5000 }, (answer) => {
      const chunks: Buffer[] = []
      answer.on('data', (c: Buffer) => chunks.push(c))
      answer.on('end', () => resolve(answer.statusCode === 200 ? withoutScripts(Buffer.concat(chunks).toString('utf8')) : LAST_RESORT))
      answer.on('error', () => resolve(LAST_RESORT))
    })
    get.on('timeout', () => get.destroy())
    get.on('error', () => resolve(LAST_RESORT))
  })
}

/** The content type a writeHead call gives, or the one set before. */
function contentTypeOf(res: http.ServerResponse, args: unknown[]): string {
  const headers = args.find((a) => typeof a === 'object' && a !== null && !Array.isArray(a)) as Record<string, unknown> | undefined
  const given = headers && Object.entries(headers).find(([name]) => name.toLowerCase() === 'content-type')?.[1]
  return String(given ?? res.getHeader('content-type') ?? '')
}

/**
 * A page whose server rendering failed gets, from Next, a 500 with an empty English error shell
 * that only JavaScript fills in. Here the shell is replaced, still with status 500, by the framed
 * Italian /errore (which works without JavaScript). Decided when the head is written (writeHead,
 * or the first byte): only a 5xx HTML answer; Next's head and body are then held back.
 */
export function replaceErrorShell(req: http.IncomingMessage, res: http.ServerResponse): void {
  if (!isPageRequest(req.method, req.url, req.headers)) return
  const writeHead = res.writeHead
  const write = res.write
  const end = res.end
  let verdict: boolean | undefined
  const decide = (status: number, contentType: string) => (verdict ??= status >= 500 && /text\/html/.test(contentType))
  res.writeHead = function (this: http.ServerResponse, status: number, ...rest: unknown[]) {
    if (decide(status, contentTypeOf(this, rest))) return this
    return Reflect.apply(writeHead, this, [status, ...rest]) as http.ServerResponse
  } as http.ServerResponse['writeHead']
  const failed = () => verdict ?? decide(res.statusCode, contentTypeOf(res, []))
  res.write = function (this: http.ServerResponse, ...args: Parameters<Write>) {
    return failed() ? true : Reflect.apply(write, this, args)
  } as Write
  res.end = function (this: http.ServerResponse, ...args: unknown[]) {
    if (!failed()) return Reflect.apply(end, this, args) as http.ServerResponse
    const done = args.find((a) => typeof a === 'function') as (() => void) | undefined
    void fetchErrorPage(req).then((html) => {
      for (const name of res.getHeaderNames()) res.removeHeader(name)
      // no-transform: the compression Next wraps around the answer leaves this body as it is.
      Reflect.apply(writeHead, res, [500, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store, no-transform', 'Content-Length': Buffer.byteLength(html) }])
      Reflect.apply(end, res, [req.method === 'HEAD' ? undefined : html, done])
    })
    return res
  } as End
}
