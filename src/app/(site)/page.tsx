import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { ContentPage } from '@/app/(site)/_templates/ContentPage'
import { findBySlug } from '@/content/routed'
import { metadataFor } from '@/content/metadata'
import { HOME_SLUG } from '@/content/paths'

export async function generateMetadata(): Promise<Metadata> {
  const doc = await findBySlug('pages', HOME_SLUG)
  return doc ? metadataFor({ kind: 'doc', collection: 'pages', doc, path: '/' }) : {}
}

export default async function HomePage() {
  const doc = await findBySlug('pages', HOME_SLUG)
  if (!doc) notFound()
  return <ContentPage collection="pages" doc={doc} title={doc.title} path="/" crumbs={[{ label: 'Home', href: null }]} />
}
