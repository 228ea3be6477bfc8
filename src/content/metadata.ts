import type { Metadata } from 'next'
import type { Resolved } from './resolve'
import { SECTION_INDEXES } from './resolve'
import { lexicalExcerpt } from './excerpt'
import { SITE_DESCRIPTION, SITE_NAME } from './site'

/** Pages set their own alternates (canonical), which replace the layout's: repeat the feed link. */
export const FEED_ALTERNATE = { 'application/rss+xml': [{ url: '/notizie/feed.xml', title: 'Notizie' }] }

type Described = {
  summary?: string | null
  body?: { blockType: string; description?: string | null; content?: unknown }[] | null
}

function descriptionOf(doc: Described): string | undefined {
  if (doc.summary) return doc.summary
  const hero = doc.body?.find((b) => b.blockType === 'hero')
  if (hero?.description) return hero.description
  const text = doc.body?.find((b) => b.blockType === 'richText')
  return lexicalExcerpt(text?.content) ?? SITE_DESCRIPTION
}

/** Title, description and canonical URL of a resolved path. */
export function metadataFor(resolved: Exclude<Resolved, { kind: 'redirect' }>): Metadata {
  if (resolved.kind === 'index') {
    const title = SECTION_INDEXES[resolved.path.slice(1)]?.title ?? SITE_NAME
    return { title, description: SITE_DESCRIPTION, alternates: { canonical: resolved.path, types: FEED_ALTERNATE } }
  }
  const doc = resolved.doc as typeof resolved.doc & Described
  return {
    title: resolved.path === '/' ? { absolute: `${SITE_NAME} · ${doc.title}` } : doc.title,
    description: descriptionOf(doc),
    alternates: { canonical: resolved.path, types: FEED_ALTERNATE },
  }
}
