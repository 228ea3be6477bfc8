import { siteUrl } from '@/cms/env'
import { readLimited } from '@/ops/http/json'

const SOURCE_TIMEOUT_MS = Number(process.env.OPENDATA_FETCH_TIMEOUT_MS) || 15_000
const SOURCE_MAX_BYTES = Number(process.env.OPENDATA_MAX_BYTES) || 5 * 1024 * 1024

export type Fetched = { ok: true; text: string; contentType: string } | { ok: false; error: string }

/** A source address: a path of this site (read from SITE_URL, so a fresh machine needs no network) or http(s). */
function sourceUrl(raw: string): URL | null {
  const value = raw.trim()
  try {
    const url = value.startsWith('/') && !value.startsWith('//') ? new URL(value, `${siteUrl()}/`) : new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null
  } catch {
    return null
  }
}

/** GET with a time limit and a size limit; every failure is an Italian message, never a throw. */
export async function fetchSource(raw: string, init: RequestInit = {}, limits = { timeoutMs: SOURCE_TIMEOUT_MS, maxBytes: SOURCE_MAX_BYTES }): Promise<Fetched> {
  const url = sourceUrl(raw)
  if (!url) return { ok: false, error: `indirizzo non valido: ${raw}` }
  let response: Response
  try {
    response = await fetch(url, { redirect: 'follow', ...init, signal: AbortSignal.timeout(limits.timeoutMs) })
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError'
    return { ok: false, error: timedOut ? `nessuna risposta entro ${limits.timeoutMs / 1000} secondi da ${url.host}` : `${url.host} non raggiungibile` }
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined)
    return { ok: false, error: `${url.host} ha risposto ${response.status}` }
  }
  const declared = Number(response.headers.get('content-length') ?? 0)
  const text = declared > limits.maxBytes ? null : await readLimited(response, limits.maxBytes).catch(() => null)
  if (text === null) return { ok: false, error: `file troppo grande o interrotto (massimo ${Math.round(limits.maxBytes / 1024)} kB)` }
  return { ok: true, text, contentType: response.headers.get('content-type') ?? '' }
}
