/** Menu entries of the site chrome (header navbar and footer). */
export type NavItem = { label: string; href: string }

export const MAIN_MENU: readonly NavItem[] = [
  { label: 'Home', href: '/' },
  { label: 'Notizie', href: '/notizie' },
  { label: 'Guide e risorse', href: '/guide-e-risorse' },
  { label: 'Supporto', href: '/supporto' },
  { label: 'Domande frequenti', href: '/supporto/domande-frequenti' },
  { label: 'Open data', href: '/open-data' },
  { label: 'Newsletter', href: '/novita/newsletter' },
]

export const LEGAL_LINKS: readonly NavItem[] = [
  { label: 'Informativa privacy', href: '/informativa-privacy' },
  { label: 'Note legali', href: '/note-legali' },
  { label: 'Dichiarazione di accessibilità', href: '/dichiarazione-di-accessibilita' },
  { label: 'Mappa del sito', href: '/mappa-del-sito' },
]

function normalizePath(path: string): string {
  return path.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/'
}

/**
 * aria-current for a menu entry: 'page' when it is the current page, 'true'
 * when it is the closest section containing it (e.g. Notizie on a news item).
 */
export function ariaCurrent(href: string, currentPath: string): 'page' | 'true' | undefined {
  const path = normalizePath(currentPath)
  const closest = MAIN_MENU
    .map((item) => item.href)
    .filter((h) => h === path || (h !== '/' && path.startsWith(`${h}/`)))
    .sort((a, b) => b.length - a.length)[0]
  if (href !== closest) return undefined
  return href === path ? 'page' : 'true'
}
