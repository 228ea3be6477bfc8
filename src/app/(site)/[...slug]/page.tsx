import type { Metadata } from 'next'
import { notFound, permanentRedirect, redirect } from 'next/navigation'
import { DatasetPage } from '@/app/(site)/_templates/DatasetPage'
import { ContentPage } from '@/app/(site)/_templates/ContentPage'
import { listRouted } from '@/content/routed'
import { crumbsFor } from '@/content/page-data'
import { HOME_SLUG, pathFor, ROUTED_SLUGS, SECTION_INDEXES } from '@/content/paths'
import { resolveWindowed } from '@/content/resolve'
import { setListWindow } from '@/content/list-window'
import { metadataFor } from '@/content/metadata'
import { findRedirect } from '@/content/redirects'
import type { Dati } from '@/payload-types'

type Props = { params: Promise<{ slug: string[] }> }

export const dynamicParams = true

/** How many of each collection's latest documents a build prerenders. */
const PRERENDERED_LATEST = 12

/**
 * The build prerenders the section indexes and the latest documents of each collection only, so it
 * takes the same time with 60 or 10,000 documents; any other path renders on its first request and
 * is then cached like a prerendered one (and revalidated by its tags).
 */
export async function generateStaticParams() {
  const paths = new Set<string>(Object.keys(SECTION_INDEXES).map((p) => `/${p}`))
  for (const collection of ROUTED_SLUGS) {
    for (const doc of (await listRouted(collection, { limit: PRERENDERED_LATEST })).items) {
      if (!(collection === 'pages' && doc.slug === HOME_SLUG)) paths.add(pathFor(collection, doc))
    }
  }
  return [...paths].map((p) => ({ slug: p.slice(1).split('/') }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { resolved } = await resolveWindowed((await params).slug)
  if (!resolved || resolved.kind === 'redirect') return { title: 'Pagina non trovata' }
  return metadataFor(resolved)
}

/** Before the 404: the editors' redirects (renamed slugs, the previous site's paths). */
async function redirectOrNotFound(path: string): Promise<never> {
  const target = await findRedirect(path)
  if (!target) notFound()
  return target.permanent ? permanentRedirect(target.to) : redirect(target.to)
}

export default async function SlugPage({ params }: Props) {
  const segments = (await params).slug
  const { resolved, window } = await resolveWindowed(segments)
  if (!resolved) return redirectOrNotFound(`/${segments.join('/')}`)
  if (resolved.kind === 'redirect') permanentRedirect(resolved.to)
  setListWindow(resolved.path, window)
  const crumbs = await crumbsFor(resolved.path)
  const index = SECTION_INDEXES[resolved.path.slice(1)]
  if (resolved.kind === 'index') {
    return <ContentPage collection="pages" doc={null} title={index!.title} path={resolved.path} crumbs={crumbs} indexOf={index!.collection} />
  }
  if (resolved.collection === 'datis') {
    return <DatasetPage doc={resolved.doc as Dati} path={resolved.path} crumbs={crumbs} />
  }
  return (
    <ContentPage
      collection={resolved.collection}
      doc={resolved.doc}
      title={resolved.doc.title}
      path={resolved.path}
      crumbs={crumbs}
      indexOf={resolved.collection === 'pages' ? index?.collection : undefined}
    />
  )
}
