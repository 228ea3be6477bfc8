import { env, positive, siteUrl } from '@/cms/env'
import { guardedFetch, OUTBOUND_ERRORS } from '../outbound/guarded-fetch'

const sourceLimits = () => ({ timeoutMs: positive(env().OPENDATA_FETCH_TIMEOUT_MS, 15_000), maxBytes: positive(env().OPENDATA_MAX_BYTES, 5 * 1024 * 1024) })

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

/** GET through the outbound guard (https, public addresses, time and size limits); every failure is an Italian message, never a throw. */
export async function fetchSource(raw: string, init: { headers?: Record<string, string> } = {}, limits = sourceLimits()): Promise<Fetched> {
  const url = sourceUrl(raw)
  if (!url) return { ok: false, error: OUTBOUND_ERRORS.invalid }
  return guardedFetch(url, limits, init.headers)
}
