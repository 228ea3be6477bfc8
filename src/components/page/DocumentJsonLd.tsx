import { siteUrl } from '@/cms/env'
import type { RoutedDoc } from '@/content/routed'
import { faqPageJsonLd, governmentOrganizationJsonLd, newsArticleJsonLd } from '@/content/jsonld'
import { heroImageOf } from '@/content/metadata'
import type { RoutedCollection } from '@/content/paths'
import type { Faq, News } from '@/payload-types'
import { JsonLd } from './JsonLd'

/** Structured data beside the breadcrumbs: the organisation on the home page, FAQPage, NewsArticle. */
export function DocumentJsonLd({ collection, doc, path }: { collection: RoutedCollection; doc: RoutedDoc | null; path: string }) {
  const origin = siteUrl()
  const url = `${origin}${path}`
  if (path === '/') return <JsonLd data={governmentOrganizationJsonLd(origin)} />
  if (!doc) return null
  if (collection === 'faqs') return <JsonLd data={faqPageJsonLd(doc as Faq, url)} />
  if (collection === 'news') return <JsonLd data={newsArticleJsonLd(doc as News, url, origin, heroImageOf(doc as News))} />
  return null
}
