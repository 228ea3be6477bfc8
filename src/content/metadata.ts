import type { Metadata } from 'next'
import type { Resolved } from './resolve'
import { SECTION_INDEXES } from './resolve'
import { SITE_NAME } from './site'

type Described = { summary?: string | null; body?: { blockType: string; description?: string | null }[] | null }

function descriptionOf(doc: Described): string | undefined {
  if (doc.summary) return doc.summary
  const hero = doc.body?.find((b) => b.blockType === 'hero')
  return hero?.description ?? undefined
}

/** Title, description and canonical URL of a resolved path. */
export function metadataFor(resolved: Exclude<Resolved, { kind: 'redirect' }>): Metadata {
  if (resolved.kind === 'index') {
    const title = SECTION_INDEXES[resolved.path.slice(1)]?.title ?? SITE_NAME
    return { title, alternates: { canonical: resolved.path } }
  }
  const doc = resolved.doc as typeof resolved.doc & Described
  return {
    title: resolved.path === '/' ? { absolute: `${SITE_NAME} · ${doc.title}` } : doc.title,
    description: descriptionOf(doc),
    alternates: { canonical: resolved.path },
  }
}
