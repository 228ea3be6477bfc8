import { statSync } from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { ROUTED_SLUGS, SECTION_INDEXES } from '@/content/paths'
import { PUBLIC_COLLECTIONS, docPath, latestDocs, type Referrer } from './references'

/** An internal link found in a document: an address, or a relation to a document. */
type Link = { href: string } | { relationTo: string; id: number | string }

/** Addresses served by the app itself, outside the CMS documents. */
const APP_PATHS = ['/', '/cerca', '/novita/newsletter/conferma', '/novita/newsletter/disiscrizione', '/notizie/feed.xml', '/notizie/atom.xml', '/sitemap.xml']
/** Not pages: files and endpoints, checked by nobody here. */
const NOT_PAGES = /^\/(api|cms-api|admin|_next|video)(\/|$)/

/** Internal links of a stored document (depth 0): hrefs and link urls that start with '/', cmsPage and { relationTo, value }. */
export function linksIn(value: unknown, out: Link[] = []): Link[] {
  if (Array.isArray(value)) value.forEach((v) => linksIn(v, out))
  else if (value && typeof value === 'object') {
    const obj = value as Record<string, unknown>
    for (const key of ['href', 'url']) {
      const v = obj[key]
      if (typeof v === 'string' && v.startsWith('/') && !v.startsWith('//')) out.push({ href: v })
    }
    if (typeof obj.cmsPage === 'number' || typeof obj.cmsPage === 'string') out.push({ relationTo: 'pages', id: obj.cmsPage })
    const rel = obj.value
    if (typeof obj.relationTo === 'string' && (typeof rel === 'number' || typeof rel === 'string')) out.push({ relationTo: obj.relationTo, id: rel })
    for (const [key, v] of Object.entries(obj)) if (key !== 'cmsPage') linksIn(v, out)
  }
  return out
}

/** The path of an href without fragment, query or trailing slash. */
export function pathOf(href: string): string {
  const path = href.split(/[?#]/)[0] ?? '/'
  return path.length > 1 ? path.replace(/\/+$/, '') : path || '/'
}

/** A file the site serves from public/ (the open-data CSVs under /fonti, videos): it answers 200. */
export function isPublicFile(urlPath: string): boolean {
  const root = path.resolve('public')
  let file: string
  try {
    file = path.resolve(root, `.${decodeURIComponent(urlPath)}`)
  } catch {
    return false
  }
  if (!file.startsWith(`${root}${path.sep}`)) return false
  try {
    return statSync(file).isFile()
  } catch {
    return false
  }
}

export type BrokenLink = { source: Referrer; link: string }

/** What a visitor can open today: published documents, section indexes, app routes, redirects. */
async function publicTargets(payload: Payload) {
  const paths = new Set<string>([...APP_PATHS, ...Object.keys(SECTION_INDEXES).map((p) => `/${p}`)])
  const ids = new Set<string>()
  for (const collection of ROUTED_SLUGS) {
    const { docs } = await payload.find({ collection, depth: 0, pagination: false, overrideAccess: false, select: { slug: true, category: true } })
    for (const doc of docs as { id: number; slug?: string; category?: string | null }[]) {
      ids.add(`${collection}:${doc.id}`)
      const path = docPath(collection, doc)
      if (path) paths.add(path)
    }
  }
  const { docs: redirects } = await payload.find({ collection: 'redirects', depth: 0, pagination: false, select: { from: true } })
  for (const r of redirects) paths.add(r.from)
  return { paths, ids }
}

/** Links in the latest version of every public document that lead nowhere for a visitor. */
export async function findBrokenLinks(payload: Payload): Promise<BrokenLink[]> {
  const { paths, ids } = await publicTargets(payload)
  const out: BrokenLink[] = []
  const seen = new Set<string>()
  // Once per document and link, however many blocks repeat it.
  const add = (source: Referrer, link: string) => {
    const key = `${source.collection}:${source.id}:${link}`
    if (seen.has(key)) return
    seen.add(key)
    out.push({ source, link })
  }
  for (const collection of PUBLIC_COLLECTIONS) {
    for (const doc of await latestDocs(payload, collection)) {
      const source = { collection, id: doc.id, title: String(doc.title ?? doc.id), path: docPath(collection, doc) }
      for (const link of linksIn(doc)) {
        if ('href' in link) {
          const target = pathOf(link.href)
          if (!NOT_PAGES.test(target) && !paths.has(target) && !isPublicFile(target)) add(source, link.href)
        } else if ((ROUTED_SLUGS as readonly string[]).includes(link.relationTo) && !ids.has(`${link.relationTo}:${link.id}`)) {
          add(source, `${link.relationTo} n. ${link.id} (non pubblicato o eliminato)`)
        }
      }
    }
  }
  return out
}
