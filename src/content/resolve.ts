import { findBySlug, type RoutedDoc } from './routed'
import { splitWindow } from './pagination'
import { HOME_SLUG, matchPath, pathFor, SECTION_INDEXES, type RoutedCollection } from './paths'

export type Resolved =
  | { kind: 'doc'; collection: RoutedCollection; doc: RoutedDoc; path: string }
  | { kind: 'index'; collection: RoutedCollection; path: string }
  | { kind: 'redirect'; to: string }

/** What a request path shows: a document, a section index, a redirect, or nothing (404). */
export async function resolvePath(segments: string[]): Promise<Resolved | null> {
  const path = `/${segments.join('/')}`
  for (const match of matchPath(segments)) {
    if (match.kind === 'alias') return { kind: 'redirect', to: match.to }
    if (match.kind === 'page') {
      const doc = await findBySlug('pages', match.slug)
      if (doc) return { kind: 'doc', collection: 'pages', doc, path: match.slug === HOME_SLUG ? '/' : path }
      continue
    }
    if (match.kind === 'faq') {
      const doc = await findBySlug('faqs', match.slug, match.category)
      if (!doc) continue
      if (!match.canonical) return { kind: 'redirect', to: pathFor('faqs', { slug: match.slug, category: match.category }) }
      return { kind: 'doc', collection: 'faqs', doc, path }
    }
    const doc = await findBySlug(match.collection, match.slug)
    if (doc) return { kind: 'doc', collection: match.collection, doc, path }
  }
  const index = SECTION_INDEXES[segments.join('/')]
  return index ? { kind: 'index', collection: index.collection, path } : null
}

/** A path, or a window of its lists (`<path>/pagina/<n>`, see pagination.ts) when the whole path is not content. */
export async function resolveWindowed(segments: string[]): Promise<{ resolved: Resolved | null; window: number }> {
  const resolved = await resolvePath(segments)
  const split = resolved ? null : splitWindow(segments)
  if (!split) return { resolved, window: 1 }
  const base = await resolvePath(split.segments)
  return { resolved: base?.kind === 'redirect' ? null : base, window: split.window }
}
