import { isRouted, pathFor } from './paths'
import { findPublished, isPublished } from './published'

export type RedirectTarget = { to: string; permanent: boolean }

type Stored = {
  type?: string | null
  to?: { type?: string | null; url?: string | null; reference?: { relationTo: string; value: unknown } | null } | null
}

function targetOf(redirect: Stored): string | null {
  const to = redirect.to
  if (to?.type === 'custom') return to.url || null
  const ref = to?.reference
  const doc = ref?.value as { slug?: string; category?: string | null } | null | undefined
  if (!ref || !doc || typeof doc !== 'object' || !isRouted(ref.relationTo) || !doc.slug || !isPublished(doc)) return null
  return pathFor(ref.relationTo, { slug: doc.slug, category: doc.category })
}

/**
 * The editors' redirect for a path the site does not serve (plugin-redirects: 301 unless the
 * editor chose 302). Consulted only on the way to a 404, so it never hides a live page.
 */
export async function findRedirect(path: string): Promise<RedirectTarget | null> {
  const from = path.length > 1 ? path.replace(/\/+$/, '') : path
  // Case does not count (/Bando-Comuni-2026 is /bando-comuni-2026): `like` is case-insensitive on
  // both databases but matches within the text, so the exact path is picked from what it finds.
  const { docs } = await findPublished({ collection: 'redirects', where: { from: { like: from } }, limit: 100, depth: 1 })
  const wanted = from.toLowerCase()
  const redirect = (docs as (Stored & { from?: string | null })[]).find((d) => d.from?.toLowerCase() === wanted)
  const to = redirect && targetOf(redirect)
  return to && to !== from ? { to, permanent: redirect.type !== '302' } : null
}
