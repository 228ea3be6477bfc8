/** Where a video comes from: a YouTube id (consent needed) or a file the browser plays. */
export type VideoSource = { kind: 'youtube'; id: string } | { kind: 'file'; src: string }

const YOUTUBE_HOST = /^(?:www\.|m\.)?(?:youtube\.com|youtube-nocookie\.com)$/
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/
const ID_IN_PATH = new Set(['embed', 'shorts', 'live', 'v'])

function isYouTubeHost(hostname: string): boolean {
  const host = hostname.toLowerCase()
  return host === 'youtu.be' || YOUTUBE_HOST.test(host)
}

/** The 11-character id of a YouTube address, or null if it has none that is well formed. */
function youtubeId(url: URL): string | null {
  const [, first, second] = url.pathname.split('/')
  let candidate: string | null | undefined
  if (url.hostname.toLowerCase() === 'youtu.be') candidate = first
  else if (first === 'watch') candidate = url.searchParams.get('v')
  else if (first && ID_IN_PATH.has(first)) candidate = second
  return candidate && VIDEO_ID.test(candidate) ? candidate : null
}

/**
 * Classifies what an editor typed: a YouTube address with a valid id, a site path,
 * or an https file address. Anything else (other schemes, //host, bad ids) is null.
 */
export function videoSource(value: string | null | undefined): VideoSource | null {
  const raw = value?.trim()
  if (!raw) return null
  if (/^\/(?![/\\])/.test(raw)) return { kind: 'file', src: raw }
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  if (isYouTubeHost(url.hostname)) {
    const id = youtubeId(url)
    return id ? { kind: 'youtube', id } : null
  }
  return url.protocol === 'https:' ? { kind: 'file', src: url.href } : null
}

/** The privacy-enhanced player: no cookies until the visitor plays the video. */
export function embedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${id}`
}

export function watchUrl(id: string): string {
  return `https://www.youtube.com/watch?v=${id}`
}

/** A WebVTT file: a site path or an https address ending in .vtt. */
export function isVttPath(value: string | null | undefined): boolean {
  const source = videoSource(value)
  return source?.kind === 'file' && /\.vtt$/i.test(new URL(source.src, 'https://sito.invalid').pathname)
}
