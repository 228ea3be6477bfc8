// Apart from legacy-redirects.ts, whose paths (src/content/paths.ts) the browser does not need: the
// check of a page's fragment runs on every page of the site (LegacyFragmentRedirect).

const LEGACY_ID = /^\d{2}_[\p{L}\p{N}-]+(\/[\p{L}\p{N}._-]+){1,2}$/u

export function isLegacyId(value: string): boolean {
  return value.length <= 200 && LEGACY_ID.test(value)
}

/** A location.hash as a legacy id: without '#', percent-decoded (one id ends in 'attività'). */
export function fragmentToLegacyId(hash: string): string | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash
  let decoded: string
  try {
    decoded = decodeURIComponent(raw)
  } catch {
    return null
  }
  return isLegacyId(decoded.normalize('NFC')) ? decoded.normalize('NFC') : null
}
