import { lexicalText } from './excerpt'
import { SITE_DESCRIPTION, SITE_NAME } from './site'

type Block = { blockType: string; content?: unknown; description?: unknown }
type Body = Block[] | null | undefined
export type ImageMeta = { url: string; width?: number; height?: number; alt: string }

/** The plain text of a document's rich text (and hero description), for answers and article bodies. */
function bodyText(body: Body): string {
  return (body ?? [])
    .map((b) => (b.blockType === 'richText' ? lexicalText(b.content) : b.blockType === 'hero' && typeof b.description === 'string' ? b.description : ''))
    .filter(Boolean)
    .join('\n')
}

export function faqPageJsonLd(faq: { title: string; body?: Body }, url: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url,
    mainEntity: [
      {
        '@type': 'Question',
        name: faq.title,
        acceptedAnswer: { '@type': 'Answer', text: bodyText(faq.body) || faq.title },
      },
    ],
  }
}

export function newsArticleJsonLd(
  news: { title: string; summary?: string | null; createdAt: string; updatedAt: string; customUpdateDate?: string | null },
  url: string,
  origin: string,
  image?: ImageMeta,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: news.title.slice(0, 110),
    description: news.summary ?? undefined,
    url,
    mainEntityOfPage: url,
    datePublished: news.customUpdateDate ?? news.createdAt,
    dateModified: news.updatedAt,
    inLanguage: 'it-IT',
    image: image ? [new URL(image.url, origin).toString()] : undefined,
    author: { '@type': 'GovernmentOrganization', name: SITE_NAME, url: origin },
    publisher: { '@type': 'GovernmentOrganization', name: SITE_NAME, url: origin, logo: { '@type': 'ImageObject', url: `${origin}/icon.svg` } },
  }
}

export function governmentOrganizationJsonLd(origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'GovernmentOrganization',
    name: SITE_NAME,
    description: SITE_DESCRIPTION,
    url: `${origin}/`,
    logo: `${origin}/icon.svg`,
    areaServed: { '@type': 'Country', name: 'Italia' },
  }
}
