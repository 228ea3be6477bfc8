import { clip, isCleanText, spaceControls } from '@/content/text-rules'
import { CONTENT_TYPES, FILTER_TYPES, MIN_QUERY_LENGTH, type ContentType } from './types'

const MAX_QUERY_LENGTH = 200

type Raw = string | string[] | undefined

const all = (raw: Raw): string[] => (raw === undefined ? [] : Array.isArray(raw) ? raw : [raw])

/** The query text: first value, control characters as spaces, spaces collapsed, at most 200 characters. */
export function parseQuery(raw: Raw): string {
  return clip(spaceControls(all(raw)[0] ?? '').replace(/\s+/g, ' ').trim(), MAX_QUERY_LENGTH)
}

/**
 * Content types from `filters`: comma-separated (links, JavaScript) or repeated (checkboxes
 * of the form without JavaScript). Unknown names are dropped, the order is the spec's.
 */
export function parseFilters(raw: Raw, allowed: readonly ContentType[] = FILTER_TYPES): ContentType[] {
  const asked = new Set(all(raw).flatMap((v) => v.split(',')).map((v) => v.trim()))
  return allowed.filter((t) => asked.has(t))
}

/** 1-based page; anything else is page 1 (clamped later to the pages there are). */
export function parsePage(raw: Raw): number {
  const value = all(raw)[0]
  return value && /^\d{1,6}$/.test(value) ? Math.max(1, Number(value)) : 1
}

export const isSearchable = (q: string) => q.trim().length >= MIN_QUERY_LENGTH

/** The /cerca address of a search; page 1 and empty parts are left out. */
export function searchHref(q: string, filters: readonly string[], page = 1): string {
  const params = new URLSearchParams()
  if (q) params.set('q', q)
  if (filters.length > 0) params.set('filters', filters.join(','))
  if (page > 1) params.set('page', String(page))
  const qs = params.toString().replace(/%2C/g, ',')
  return qs ? `/cerca?${qs}` : '/cerca'
}

export type ApiParams = { q: string; filters: ContentType[]; page: number }

/** Strict reading for /api/search: hostile input gets an Italian message, not a guess. */
export function parseApiParams(params: URLSearchParams): { ok: true; value: ApiParams } | { ok: false; message: string } {
  for (const key of params.keys()) {
    if (!['q', 'filters', 'page'].includes(key)) return { ok: false, message: `Parametro non riconosciuto: ${key.slice(0, 40)}.` }
    if (params.getAll(key).length > 1) return { ok: false, message: `Il parametro ${key} può comparire una sola volta.` }
  }
  const q = (params.get('q') ?? '').trim()
  if (!isCleanText(q)) return { ok: false, message: 'La ricerca contiene caratteri non ammessi (caratteri di controllo invisibili).' }
  if (q.length > MAX_QUERY_LENGTH) return { ok: false, message: `La ricerca può contenere al massimo ${MAX_QUERY_LENGTH} caratteri.` }
  if (!isSearchable(q)) return { ok: false, message: `Scrivi almeno ${MIN_QUERY_LENGTH} caratteri per cercare.` }
  const names = (params.get('filters') ?? '').split(',').map((v) => v.trim()).filter(Boolean)
  const unknown = names.find((n) => !(CONTENT_TYPES as readonly string[]).includes(n))
  if (unknown !== undefined) return { ok: false, message: `Tipo di contenuto non valido: ${unknown.slice(0, 40)}.` }
  const page = params.get('page') ?? '1'
  if (!/^\d{1,6}$/.test(page) || Number(page) < 1) return { ok: false, message: 'Il numero di pagina non è valido.' }
  return { ok: true, value: { q, filters: CONTENT_TYPES.filter((t) => names.includes(t)), page: Number(page) } }
}
