/** A same-site path to redirect to (no scheme, no host, no "//" or backslash tricks), or null. */
export function safeSitePath(value: string | null | undefined): string | null {
  if (!value || value.length > 500 || !value.startsWith('/') || value.startsWith('//')) return null
  if (/[\\\s]/.test(value)) return null
  return value
}

/** True while an editor previews drafts (Next draft mode, enabled by /api/preview). */
export async function isPreview(): Promise<boolean> {
  try {
    const { draftMode } = await import('next/headers')
    return (await draftMode()).isEnabled
  } catch {
    return false // outside a request (build-time static params, scripts)
  }
}
