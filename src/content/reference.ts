/** The block reference for editors (/esempi/*): public, but kept out of search engines and the sitemap. */
const REFERENCE_PREFIX = '/esempi'

export function isBlockReference(path: string): boolean {
  return path === REFERENCE_PREFIX || path.startsWith(`${REFERENCE_PREFIX}/`)
}
