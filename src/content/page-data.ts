import { buildBreadcrumbs, type Crumb } from './breadcrumbs'
import { titlesBySlug } from './routed'

/** Breadcrumbs for a path, with titles looked up by slug across the routed collections. */
export async function crumbsFor(path: string): Promise<Crumb[]> {
  const titles = await titlesBySlug()
  return buildBreadcrumbs(path, (full, segment) => titles.get(full) ?? titles.get(segment))
}
