import { FAQ_CATEGORIES, FAQ_PREFIX, SECTION_INDEXES } from './paths'

/**
 * Paths a page may not take (spec: a page's slug is its full path, and a page wins over
 * everything else at its path). Section prefixes: their items live there, so a page under
 * one would hide an item; the section's own landing page (exact prefix) stays allowed.
 * 'supporto' is left out: it holds both support items and pages (the request forms), and
 * there the check against existing items decides (unique URL across collections).
 */
const SECTION_PREFIXES = Object.keys(SECTION_INDEXES).filter((p) => p !== 'supporto')

/** Routes of the app and aliases of matchPath: neither the path nor anything under it. */
const SYSTEM_PATHS = [
  'admin',
  'api',
  'cms-api',
  '_next',
  'avvisi',
  'beneficiari',
  'cerca',
  'dati',
  'domande-frequenti',
  'errore',
  'misure',
  'video',
  'novita/newsletter/conferma',
  'novita/newsletter/disiscrizione',
]

/** A FAQ category's own page (the crumb of its questions): the one page allowed inside the FAQ section. */
const isFaqCategoryPage = (slug: string) => FAQ_CATEGORIES.some((c) => slug === `${FAQ_PREFIX}/${c.value}`)

/** Why a page slug is reserved, in Italian, or null when it is free. */
export function reservedPageSlug(slug: string): string | null {
  if (isFaqCategoryPage(slug)) return null
  const system = SYSTEM_PATHS.find((p) => slug === p || slug.startsWith(`${p}/`))
  if (system) return `L’indirizzo /${system} è riservato al sito: scegli un altro slug.`
  const section = SECTION_PREFIXES.find((p) => slug.startsWith(`${p}/`))
  if (section) {
    const what = SECTION_INDEXES[section]!.title
    const hint = section === FAQ_PREFIX ? 'crea una domanda frequente' : `crea il contenuto nella raccolta «${what}»`
    return `Gli indirizzi che iniziano con /${section}/ sono riservati alla sezione «${what}»: ${hint} oppure scegli un altro slug.`
  }
  return null
}
