/** Highlighted values as plain text segments. Browser-safe: no tokenizer, no stemmer. */

export const PRE_TAG = '<em>'
export const POST_TAG = '</em>'

export type Segment = { text: string; marked: boolean }

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" }
const decode = (s: string) => s.replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]!)

/** A highlighted value as plain-text segments, marked or not. */
export function segments(value: string): Segment[] {
  const out: Segment[] = []
  let marked = false
  for (const part of value.split(/(<em>|<\/em>)/)) {
    if (part === PRE_TAG) marked = true
    else if (part === POST_TAG) marked = false
    else if (part) out.push({ text: decode(part), marked })
  }
  return out
}

/**
 * A window of about `size` characters around the first match, cut at spaces,
 * with an ellipsis where text was left out.
 */
export function snippet(all: Segment[], size = 220): Segment[] {
  const full = all.map((s) => s.text).join('')
  if (full.length <= size) return all
  const firstMatch = all.findIndex((s) => s.marked)
  const matchAt = firstMatch < 0 ? 0 : all.slice(0, firstMatch).reduce((n, s) => n + s.text.length, 0)
  let start = Math.max(0, matchAt - Math.floor(size / 3))
  if (start > 0) start = full.indexOf(' ', start) + 1 || start
  let end = Math.min(full.length, start + size)
  if (end < full.length) end = full.lastIndexOf(' ', end) > start ? full.lastIndexOf(' ', end) : end
  const out: Segment[] = start > 0 ? [{ text: '… ', marked: false }] : []
  let at = 0
  for (const s of all) {
    const from = Math.max(start, at)
    const to = Math.min(end, at + s.text.length)
    if (to > from) out.push({ text: s.text.slice(from - at, to - at), marked: s.marked })
    at += s.text.length
  }
  if (end < full.length) out.push({ text: ' …', marked: false })
  return out
}
