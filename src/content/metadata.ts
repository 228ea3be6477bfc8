import type { Metadata } from 'next'
import type { ImageMeta } from './jsonld'
import type { Resolved } from './resolve'
import { lexicalExcerpt } from './excerpt'
import { SECTION_INDEXES } from './paths'
import { isBlockReference } from './reference'
import { SITE_DESCRIPTION, SITE_NAME } from './site'

/** Pages set their own alternates (canonical), which replace the layout's: repeat the feed links. */
export const FEED_ALTERNATE = {
  'application/rss+xml': [{ url: '/notizie/feed.xml', title: 'Notizie (RSS)' }],
  'application/atom+xml': [{ url: '/notizie/atom.xml', title: 'Notizie (Atom)' }],
}

type MediaLike = { url?: string | null; width?: number | null; height?: number | null; alt?: string | null; sizes?: { hero?: MediaLike | null } | null }
type Described = {
  summary?: string | null
  image?: unknown
  body?: { blockType: string; description?: string | null; content?: unknown; image?: unknown }[] | null
}

function descriptionOf(doc: Described): string | undefined {
  if (doc.summary) return doc.summary
  const hero = doc.body?.find((b) => b.blockType === 'hero')
  if (hero?.description) return hero.description
  const text = doc.body?.find((b) => b.blockType === 'richText')
  return lexicalExcerpt(text?.content) ?? SITE_DESCRIPTION
}

/**
 * The hero image of a document (hero or image-text hero block, else a news item's own image),
 * its 16:9 "hero" size when there is one.
 */
export function heroImageOf(doc: Described): ImageMeta | undefined {
  const hero = doc.body?.find((b) => (b.blockType === 'hero' || b.blockType === 'imageTextHero') && typeof b.image === 'object' && b.image)
  const media = (hero?.image ?? (typeof doc.image === 'object' ? doc.image : undefined)) as MediaLike | undefined
  if (!media?.url) return undefined
  const sized = media.sizes?.hero?.url ? media.sizes.hero : media
  return {
    url: sized.url!,
    width: sized.width ?? undefined,
    height: sized.height ?? undefined,
    alt: media.alt ?? '',
  }
}

type Social = { title: string; description: string; path: string; type: 'website' | 'article'; image?: ImageMeta; published?: string; modified?: string }

/** Open Graph and Twitter card tags (relative URLs resolve against the layout's metadataBase). */
function socialMetadata(s: Social): Pick<Metadata, 'openGraph' | 'twitter'> {
  const images = s.image ? [{ url: s.image.url, width: s.image.width, height: s.image.height, alt: s.image.alt }] : undefined
  const common = { title: s.title, description: s.description, url: s.path, siteName: SITE_NAME, locale: 'it_IT', images }
  return {
    openGraph:
      s.type === 'article'
        ? { ...common, type: 'article', publishedTime: s.published, modifiedTime: s.modified }
        : { ...common, type: 'website' },
    twitter: {
      card: s.image ? 'summary_large_image' : 'summary',
      title: s.title,
      description: s.description,
      images: s.image ? [{ url: s.image.url, alt: s.image.alt }] : undefined,
    },
  }
}

/** Title, description, canonical URL and social cards of a resolved path. */
export function metadataFor(resolved: Exclude<Resolved, { kind: 'redirect' }>): Metadata {
  if (resolved.kind === 'index') {
    const title = SECTION_INDEXES[resolved.path.slice(1)]?.title ?? SITE_NAME
    return {
      title,
      description: SITE_DESCRIPTION,
      alternates: { canonical: resolved.path, types: FEED_ALTERNATE },
      ...socialMetadata({ title, description: SITE_DESCRIPTION, path: resolved.path, type: 'website' }),
    }
  }
  const doc = resolved.doc as typeof resolved.doc & Described & { customUpdateDate?: string | null }
  const description = descriptionOf(doc) ?? SITE_DESCRIPTION
  const isNews = resolved.collection === 'news'
  return {
    title: resolved.path === '/' ? { absolute: `${SITE_NAME} · ${doc.title}` } : doc.title,
    description,
    alternates: { canonical: resolved.path, types: FEED_ALTERNATE },
    robots: isBlockReference(resolved.path) ? { index: false, follow: true } : undefined,
    ...socialMetadata({
      title: doc.title,
      description,
      path: resolved.path,
      type: isNews ? 'article' : 'website',
      image: heroImageOf(doc),
      published: isNews ? (doc.customUpdateDate ?? doc.createdAt) : undefined,
      modified: isNews ? doc.updatedAt : undefined,
    }),
  }
}
