import { expect, test, type APIRequestContext } from '@playwright/test'
import { sitemapPaths } from '../support/sitemap'

/** Internal addresses an HTML page refers to: links, images (and their srcset), scripts, styles, media. */
function referencesIn(html: string, base: string): string[] {
  const found = new Set<string>()
  const add = (raw: string) => {
    const value = raw.replace(/&amp;/g, '&').trim()
    if (!value || /^(mailto|tel|javascript|data):/i.test(value) || value.startsWith('#')) return
    const url = new URL(value, base)
    if (url.origin !== new URL(base).origin) return
    url.hash = ''
    found.add(url.pathname + url.search)
  }
  for (const [, , value] of html.matchAll(/\s(href|src)="([^"]*)"/g)) add(value!)
  for (const [, set] of html.matchAll(/\ssrcset="([^"]*)"/g)) for (const part of set!.split(',')) add(part.trim().split(/\s+/)[0] ?? '')
  return [...found]
}

/** Status of each address after redirects, a few at a time. */
async function statuses(request: APIRequestContext, paths: string[]): Promise<Map<string, number>> {
  const result = new Map<string, number>()
  const queue = [...paths]
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      result.set(path, (await request.get(path, { maxRedirects: 10 })).status())
    }
  }
  await Promise.all(Array.from({ length: 6 }, worker))
  return result
}

test('ogni pagina della mappa del sito e ogni collegamento e file interno che usa rispondono 200', async ({ request, baseURL }) => {
  test.setTimeout(240_000)
  const pages = await sitemapPaths(request)
  expect(pages.length).toBeGreaterThan(40)
  expect(pages.filter((p) => p.startsWith('/esempi')), 'il riferimento dei blocchi resta fuori dalla mappa').toEqual([])

  const referrers = new Map<string, string>()
  const pageStatus = new Map<string, number>()
  for (const path of pages) {
    const response = await request.get(path)
    pageStatus.set(path, response.status())
    if (!response.headers()['content-type']?.includes('text/html')) continue
    for (const ref of referencesIn(await response.text(), `${baseURL}${path}`)) if (!referrers.has(ref)) referrers.set(ref, path)
  }
  const links = await statuses(request, [...referrers.keys()].filter((ref) => !pageStatus.has(ref)))
  // The data specs may unpublish content while this runs: a failure counts if it is still there afterwards.
  const stillListed = new Set(await sitemapPaths(request))
  const broken: string[] = []
  for (const [path, status] of pageStatus) {
    if (status !== 200 && stillListed.has(path) && (await request.get(path)).status() !== 200) broken.push(`${status} ${path}`)
  }
  for (const [ref, status] of links) {
    if (status !== 200 && stillListed.has(referrers.get(ref)!) && (await request.get(ref)).status() !== 200) broken.push(`${status} ${ref} (da ${referrers.get(ref)})`)
  }
  console.log(`crawl: ${pages.length} pagine della mappa, ${links.size} altri indirizzi interni (collegamenti e file)`)
  expect(broken).toEqual([])
  expect(links.size).toBeGreaterThan(20)
})
