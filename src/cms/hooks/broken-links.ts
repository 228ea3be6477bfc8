import { statSync } from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { ROUTED_SLUGS, SECTION_INDEXES } from '@/content/paths'
import { siteUrl } from '../env'
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

const VISIT_TIMEOUT_MS = 5000

/**
 * Whether the site answers a visitor at this address with a page, not a 404 or an error. Its own
 * redirects are followed (five at most); one to another site counts as answered (outside
 * addresses are not checked here).
 */
async function visitorGets(href: string, origin: string): Promise<boolean> {
  const site = new URL(origin).origin
  let url = new URL(href.split('#')[0] || '/', site)
  for (let hop = 0; hop < 5; hop++) {
    // «/\altro.example» is another host for URL: only the site itself is asked.
    if (url.origin !== site) return hop > 0
    try {
      const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(VISIT_TIMEOUT_MS), headers: { 'user-agent': 'sito-collegamenti-interrotti' } })
      await response.body?.cancel()
      const location = response.headers.get('location')
      if (response.status < 300 || response.status >= 400 || !location) return response.ok
      url = new URL(location, url)
    } catch {
      return false
    }
  }
  return false
}

/**
 * Links in the latest version of every public document that lead nowhere for a visitor. What the
 * database does not settle (the programme's pages: /misure/…, /beneficiari/…, /avvisi?stato=…,
 * and any route the site adds) is asked of the site itself, as a visitor would.
 */
export async function findBrokenLinks(payload: Payload, origin = siteUrl()): Promise<BrokenLink[]> {
  const { paths, ids } = await publicTargets(payload)
  const candidates: BrokenLink[] = []
  const seen = new Set<string>()
  // Once per document and link, however many blocks repeat it.
  const add = (source: Referrer, link: string) => {
    const key = `${source.collection}:${source.id}:${link}`
    if (seen.has(key)) return
    seen.add(key)
    candidates.push({ source, link })
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
  const addresses = [...new Set(candidates.filter((c) => c.link.startsWith('/')).map((c) => c.link))]
  const answered = new Set<string>()
  for (const href of addresses) if (await visitorGets(href, origin)) answered.add(href)
  return candidates.filter((c) => !answered.has(c.link))
}
