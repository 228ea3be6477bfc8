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

/** The description the site makes up when the editor wrote none: summary, hero, first text. */
export function generatedDescription(doc: Described): string {
  if (doc.summary) return doc.summary
  const hero = doc.body?.find((b) => b.blockType === 'hero')
  if (hero?.description) return hero.description
  const text = doc.body?.find((b) => b.blockType === 'richText')
  return lexicalExcerpt(text?.content) ?? SITE_DESCRIPTION
}

type Meta = { meta?: { title?: string | null; description?: string | null; image?: unknown; noindex?: boolean | null } | null }

function metaImage(meta: Meta['meta']): ImageMeta | undefined {
  const media = meta?.image as MediaLike | null | undefined
  if (!media || typeof media !== 'object' || !media.url) return undefined
  return { url: media.url, width: media.width ?? undefined, height: media.height ?? undefined, alt: media.alt ?? '' }
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
  const doc = resolved.doc as typeof resolved.doc & Described & Meta & { customUpdateDate?: string | null }
  // The editor's SEO fields (plugin-seo) first, the generated defaults where they are empty.
  const title = doc.meta?.title || doc.title
  const description = doc.meta?.description || generatedDescription(doc)
  const isNews = resolved.collection === 'news'
  return {
    title: resolved.path === '/' ? { absolute: `${SITE_NAME} · ${title}` } : title,
    description,
    alternates: { canonical: resolved.path, types: FEED_ALTERNATE },
    ...(doc.meta?.noindex || isBlockReference(resolved.path) ? { robots: { index: false, follow: true } } : {}),
    ...socialMetadata({
      title,
      description,
      path: resolved.path,
      type: isNews ? 'article' : 'website',
      image: metaImage(doc.meta) ?? heroImageOf(doc),
      published: isNews ? (doc.customUpdateDate ?? doc.createdAt) : undefined,
      modified: isNews ? doc.updatedAt : undefined,
    }),
  }
}

/** Title, description, canonical URL and social cards of a page of the programme's sections (/misure, /avvisi, /beneficiari). */
export function sectionMetadata(title: string, description: string | null | undefined, path: string): Metadata {
  const text = description || SITE_DESCRIPTION
  return {
    title,
    description: text,
    alternates: { canonical: path, types: FEED_ALTERNATE },
    ...socialMetadata({ title, description: text, path, type: 'website' }),
  }
}
