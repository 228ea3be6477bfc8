import { cache } from 'react'
import { PAYLOAD_SESSION_COOKIE, PREVIEW_COOKIE, previewSessionUser } from './preview-session'

/** A same-site path to redirect to (no scheme, no host, no "//" or backslash tricks), or null. */
export function safeSitePath(value: string | null | undefined): string | null {
  if (!value || value.length > 500 || !value.startsWith('/') || value.startsWith('//')) return null
  if (/[\\\s]/.test(value)) return null
  return value
}

/**
 * True while an editor previews drafts: Next's draft mode (enabled by /api/preview) and the
 * editor's own preview session (preview-session.ts), made with the Payload session that is still
 * valid now (a logout, an expired or removed account end the preview). Once per request.
 */
export const isPreview = cache(async (): Promise<boolean> => {
  try {
    const { cookies, draftMode, headers } = await import('next/headers')
    if (!(await draftMode()).isEnabled) return false
    const jar = await cookies()
    const editor = previewSessionUser(jar.get(PREVIEW_COOKIE)?.value, jar.get(PAYLOAD_SESSION_COOKIE)?.value)
    if (!editor) return false
    const { cms } = await import('./cms')
    const { user } = await (await cms()).auth({ headers: await headers() })
    return user != null && String(user.id) === editor
  } catch {
    return false // outside a request (build-time static params, scripts)
  }
})
