import { buildBreadcrumbs, type Crumb } from './breadcrumbs'
import { titlesOf } from './routed'

/** The slugs a path's crumbs can be titled by: each segment, and each leading part as a page slug. */
function crumbSlugs(path: string): string[] {
  const segments = path.split('/').filter(Boolean)
  return [...new Set(segments.flatMap((segment, i) => [segment, segments.slice(0, i + 1).join('/')]))]
}

/** Breadcrumbs for a path, with titles looked up by slug across the routed collections. */
export async function crumbsFor(path: string): Promise<Crumb[]> {
  const titles = await titlesOf(crumbSlugs(path))
  return buildBreadcrumbs(path, (full, segment) => titles.get(full) ?? titles.get(segment))
}
