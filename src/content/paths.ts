/** URL rules of the site's sections (spec section 2). Pure: no CMS access. */

export const FAQ_CATEGORIES = [
  { value: 'classificazione-dati-e-servizi', label: 'Classificazione dati e servizi' },
  { value: 'fondo-innovazione', label: 'Fondo innovazione' },
  { value: 'generali', label: 'Generali' },
  { value: 'misure-e-avvisi', label: 'Misure e avvisi' },
  { value: 'piani-di-migrazione', label: 'Piani di migrazione' },
  { value: 'rendicontazione', label: 'Rendicontazione' },
  { value: 'progetti', label: 'Progetti' },
  { value: 'utilizzo-piattaforma', label: 'Utilizzo piattaforma' },
] as const

export type FaqCategory = (typeof FAQ_CATEGORIES)[number]['value']

export function faqCategoryLabel(value: string | null | undefined): string | undefined {
  return FAQ_CATEGORIES.find((c) => c.value === value)?.label
}

/** Collections whose documents have their own URL. */
export type RoutedCollection = 'pages' | 'faqs' | 'news' | 'resources' | 'supportos' | 'datis'

export const SECTION_PREFIX: Record<Exclude<RoutedCollection, 'pages' | 'faqs'>, string> = {
  news: 'notizie',
  resources: 'guide-e-risorse',
  supportos: 'supporto',
  datis: 'open-data',
}

export const FAQ_PREFIX = 'supporto/domande-frequenti'

export const HOME_SLUG = 'home'

export function pathFor(collection: RoutedCollection, doc: { slug: string; category?: string | null }): string {
  switch (collection) {
    case 'pages':
      return doc.slug === HOME_SLUG ? '/' : `/${doc.slug}`
    case 'faqs':
      return `/${FAQ_PREFIX}/${doc.category ?? 'generali'}/${doc.slug}`
    default:
      return `/${SECTION_PREFIX[collection]}/${doc.slug}`
  }
}

/** What a request path can be, before looking anything up. */
export type PathMatch =
  | { kind: 'page'; slug: string }
  | { kind: 'item'; collection: Exclude<RoutedCollection, 'pages' | 'faqs'>; slug: string; pageSlug: string }
  | { kind: 'faq'; category: string; slug: string; canonical: boolean; pageSlug: string }
  | { kind: 'alias'; to: string }

/**
 * Candidate matches for a path, most specific first. A CMS page with the full
 * path as slug always wins, so editors can place a page anywhere.
 */
export function matchPath(segments: string[]): PathMatch[] {
  const slug = segments.join('/')
  const out: PathMatch[] = [{ kind: 'page', slug: slug || HOME_SLUG }]
  const [first, second, third, fourth] = segments
  if (segments.length === 4 && first === 'supporto' && second === 'domande-frequenti') {
    out.push({ kind: 'faq', category: third!, slug: fourth!, canonical: true, pageSlug: slug })
  }
  if (segments.length === 3 && first === 'domande-frequenti') {
    out.push({ kind: 'faq', category: second!, slug: third!, canonical: false, pageSlug: slug })
  }
  if (first === 'dati') out.push({ kind: 'alias', to: `/${['open-data', ...segments.slice(1)].join('/')}` })
  if (segments.length === 2) {
    for (const [collection, prefix] of Object.entries(SECTION_PREFIX)) {
      if (prefix === first) {
        out.push({ kind: 'item', collection: collection as keyof typeof SECTION_PREFIX, slug: second!, pageSlug: slug })
      }
    }
  }
  return out
}
