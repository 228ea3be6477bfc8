/** Breadcrumbs built from the path (spec section 2, 'Breadcrumbs'). */

export type Crumb = { label: string; href: string | null }

/** Titles of content by slug; page slugs are full paths (e.g. "novita/newsletter"). */
export type TitleLookup = (fullPath: string, segment: string) => string | undefined

export function humanizeSegment(segment: string): string {
  const text = decodeSegment(segment).replace(/-/g, ' ').trim()
  return text.charAt(0).toLocaleUpperCase('it-IT') + text.slice(1)
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/**
 * Home first; each segment takes the title of the content with that slug, else the
 * segment humanised. The last crumb is the current page and is not a link.
 */
export function buildBreadcrumbs(path: string, lookup: TitleLookup): Crumb[] {
  const segments = path.split('/').filter(Boolean)
  const crumbs: Crumb[] = [{ label: 'Home', href: '/' }]
  segments.forEach((segment, i) => {
    const fullPath = segments.slice(0, i + 1).join('/')
    crumbs.push({ label: lookup(fullPath, segment) ?? humanizeSegment(segment), href: `/${fullPath}` })
  })
  crumbs[crumbs.length - 1] = { ...crumbs[crumbs.length - 1]!, href: null }
  return crumbs
}

/** Not displayed when there is only one crumb. */
export function shouldShowBreadcrumbs(crumbs: Crumb[]): boolean {
  return crumbs.length > 1
}

/** schema.org BreadcrumbList for the crumbs (absolute URLs). */
export function breadcrumbJsonLd(crumbs: Crumb[], path: string, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.label,
      item: `${origin}${crumb.href ?? (path.startsWith('/') ? path : `/${path}`)}`,
    })),
  }
}
