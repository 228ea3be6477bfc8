import type { CollectionSlug } from 'payload'
import { slugify } from './slugify'

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

/** A category by value («misure-e-avvisi») or label («Misure e avvisi»), any case. */
export function faqCategoryOf(value: string): FaqCategory | null {
  const wanted = value.trim().toLowerCase()
  const found = FAQ_CATEGORIES.find((c) => c.value === wanted || c.label.toLowerCase() === wanted || c.value === slugify(wanted))
  return found?.value ?? null
}

export function faqCategoryLabel(value: string | null | undefined): string | undefined {
  return FAQ_CATEGORIES.find((c) => c.value === value)?.label
}

/**
 * The collections whose documents have public pages, with their URL prefix and, for sections,
 * the title of the section index. A page's slug is its full path. The order is the lookup order
 * (sitemap, static params); for breadcrumb titles the first one wins.
 */
const ROUTED_COLLECTIONS = [
  { collection: 'pages', prefix: '' },
  { collection: 'faqs', prefix: 'supporto/domande-frequenti', index: 'Domande frequenti' },
  { collection: 'news', prefix: 'notizie', index: 'Notizie' },
  { collection: 'resources', prefix: 'guide-e-risorse', index: 'Guide e risorse' },
  { collection: 'supportos', prefix: 'supporto', index: 'Supporto' },
  { collection: 'datis', prefix: 'open-data', index: 'Open data' },
] as const satisfies readonly { collection: CollectionSlug; prefix: string; index?: string }[]

type Routed = (typeof ROUTED_COLLECTIONS)[number]

/** Collections whose documents have their own URL. */
export type RoutedCollection = Routed['collection']

export const ROUTED_SLUGS: readonly RoutedCollection[] = ROUTED_COLLECTIONS.map((r) => r.collection)

export function isRouted(collection: string | null | undefined): collection is RoutedCollection {
  return (ROUTED_SLUGS as readonly string[]).includes(collection ?? '')
}

/** Collections whose items live at `/<prefix>/<slug>`. */
type ItemCollection = Exclude<RoutedCollection, 'pages' | 'faqs'>

const isItem = (r: Routed): r is Extract<Routed, { collection: ItemCollection }> => r.collection !== 'pages' && r.collection !== 'faqs'

const SECTION_PREFIX = Object.fromEntries(
  ROUTED_COLLECTIONS.filter(isItem).map((r) => [r.collection, r.prefix]),
) as Record<ItemCollection, string>

/** FAQs live at `/<prefix>/<category>/<slug>`. */
export const FAQ_PREFIX = ROUTED_COLLECTIONS.find((r) => r.collection === 'faqs')!.prefix

/** Section landing pages: path → the collection it lists and its title. */
export const SECTION_INDEXES: Record<string, { collection: RoutedCollection; title: string }> = Object.fromEntries(
  ROUTED_COLLECTIONS.flatMap((r) => ('index' in r ? [[r.prefix, { collection: r.collection, title: r.index }]] : [])),
)

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
  | { kind: 'item'; collection: ItemCollection; slug: string; pageSlug: string }
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
  if (segments.length === 4 && `${first}/${second}` === FAQ_PREFIX) {
    out.push({ kind: 'faq', category: third!, slug: fourth!, canonical: true, pageSlug: slug })
  }
  if (segments.length === 3 && first === 'domande-frequenti') {
    out.push({ kind: 'faq', category: second!, slug: third!, canonical: false, pageSlug: slug })
  }
  if (first === 'dati') out.push({ kind: 'alias', to: `/${['open-data', ...segments.slice(1)].join('/')}` })
  if (segments.length === 2) {
    for (const [collection, prefix] of Object.entries(SECTION_PREFIX)) {
      if (prefix === first) {
        out.push({ kind: 'item', collection: collection as ItemCollection, slug: second!, pageSlug: slug })
      }
    }
  }
  return out
}

/** The nine public types, with drafts (and scheduled publishing): the public site reads only their published docs. */
export const EDITORIAL_COLLECTIONS = [
  'pages',
  'faqs',
  'news',
  'supportos',
  'resources',
  'datis',
  'guidelines',
  'updates',
  'announcements',
] as const satisfies readonly CollectionSlug[]

/**
 * The programme's own sections (spec section 3, the filter lists with pages): measures at
 * /misure/<slug>, beneficiary types at /beneficiari/<slug>, avvisi at /avvisi/<slug>. Their
 * addresses come from their names, so the lists need no slug of their own.
 */
export const MEASURES_PATH = '/misure'
export const BENEFICIARIES_PATH = '/beneficiari'
export const AVVISI_PATH = '/avvisi'

export const measurePath = (label: string) => `${MEASURES_PATH}/${slugify(label)}`
export const beneficiaryPath = (label: string) => `${BENEFICIARIES_PATH}/${slugify(label)}`
export const avvisoPath = (name: string) => `${AVVISI_PATH}/${slugify(name)}`

