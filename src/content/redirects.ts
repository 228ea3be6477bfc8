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
  const { docs } = await findPublished({ collection: 'redirects', where: { from: { equals: from } }, limit: 1, depth: 1 })
  const redirect = docs[0] as Stored | undefined
  const to = redirect && targetOf(redirect)
  return to && to !== from ? { to, permanent: redirect.type !== '302' } : null
}
