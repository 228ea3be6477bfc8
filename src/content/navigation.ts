/** A resolved entry of the site frame (menus, footer columns, legal strip). The entries live in the CMS globals. */
export type NavItem = { label: string; href: string; target?: string | null }

function normalizePath(path: string): string {
  return path.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/'
}

/**
 * aria-current for a menu entry: 'page' when it is the current page, 'true'
 * when it is the closest section containing it (e.g. Notizie on a news item).
 */
export function ariaCurrent(href: string, currentPath: string, menu: readonly NavItem[]): 'page' | 'true' | undefined {
  const path = normalizePath(currentPath)
  const closest = menu
    .map((item) => item.href)
    .filter((h) => h === path || (h !== '/' && path.startsWith(`${h}/`)))
    .sort((a, b) => b.length - a.length)[0]
  if (href !== closest) return undefined
  return href === path ? 'page' : 'true'
}
