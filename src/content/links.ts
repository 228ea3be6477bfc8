import { pathFor } from './paths'

const SAFE = /^(https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i

/** A link target an editor typed, or null when it is not a safe scheme (javascript:, data:, //host). */
export function safeHref(url: string | null | undefined): string | null {
  const value = url?.trim()
  return value && SAFE.test(value) ? value : null
}

export function isExternal(href: string): boolean {
  return /^https?:\/\//i.test(href)
}

type CmsPageRef = number | string | { slug?: string | null } | null | undefined

/** The spec's Link: cmsPage wins over href when it is a populated page. */
export function resolveLink(link: { cmsPage?: CmsPageRef; href?: string | null } | null | undefined): string | null {
  if (!link) return null
  const page = link.cmsPage
  if (page && typeof page === 'object' && page.slug) return pathFor('pages', { slug: page.slug })
  return safeHref(link.href)
}
