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

/** What a document's address promises by its extension: the content type and the first bytes of a real file. */
const FILE_TYPES: Record<string, { type: RegExp; magic?: string }> = {
  pdf: { type: /^application\/pdf/, magic: '%PDF-' },
  xlsx: { type: /^application\/vnd\.openxmlformats-officedocument\.spreadsheetml\.sheet/, magic: 'PK\x03\x04' },
  docx: { type: /^application\/vnd\.openxmlformats-officedocument\.wordprocessingml\.document/, magic: 'PK\x03\x04' },
  odt: { type: /^application\/vnd\.oasis\.opendocument\.text/, magic: 'PK\x03\x04' },
  ods: { type: /^application\/vnd\.oasis\.opendocument\.spreadsheet/, magic: 'PK\x03\x04' },
  csv: { type: /^text\/csv/ },
  json: { type: /^application\/(ld\+)?json/ },
}

const extensionOf = (path: string) => /\.([a-z]+)$/.exec(path.split('?')[0]!)?.[1] ?? ''
const isDocument = (path: string) => extensionOf(path) in FILE_TYPES

/** Why a file is not what its address says (wrong type, empty, not a real file of that format), or null. */
function fileProblem(path: string, contentType: string, body: Buffer): string | null {
  const ext = extensionOf(path)
  const expected = FILE_TYPES[ext]
  if (!expected) return null
  if (!expected.type.test(contentType)) return `tipo ${contentType || 'assente'} per un file .${ext}`
  if (body.length === 0) return 'file vuoto'
  if (expected.magic && body.subarray(0, expected.magic.length).toString('latin1') !== expected.magic) return `non è un vero file .${ext}`
  if (ext === 'pdf' && !/\/StructTreeRoot/.test(body.toString('latin1'))) return 'PDF senza marcatura (tag)'
  return null
}

/** Status of each address after redirects, a few at a time; a document whose bytes are not of its type counts as broken. */
async function statuses(request: APIRequestContext, paths: string[]): Promise<Map<string, number | string>> {
  const result = new Map<string, number | string>()
  const queue = [...paths]
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const response = await request.get(path, { maxRedirects: 10 })
      const problem = response.status() === 200 ? fileProblem(path, response.headers()['content-type'] ?? '', await response.body()) : null
      result.set(path, problem ?? response.status())
    }
  }
  await Promise.all(Array.from({ length: 6 }, worker))
  return result
}

test('ogni pagina della mappa del sito e ogni collegamento e file interno che usa rispondono 200, ogni documento è un vero file del suo tipo', async ({ request, baseURL }) => {
  test.setTimeout(240_000)
  const pages = await sitemapPaths(request)
  expect(pages.length).toBeGreaterThan(40)
  expect(pages.filter((p) => p.startsWith('/esempi')), 'il riferimento dei blocchi resta fuori dalla mappa').toEqual([])

  const referrers = new Map<string, string>()
  const pageStatus = new Map<string, number>()
  // Placeholder addresses (avvisi.example.it, redazione@example.it…) on a public page: issue 39.
  const placeholders: string[] = []
  for (const path of pages) {
    const response = await request.get(path)
    pageStatus.set(path, response.status())
    if (!response.headers()['content-type']?.includes('text/html')) continue
    const html = await response.text()
    for (const [found] of html.matchAll(/[\w.@-]*\bexample\.(?:it|com|org|net)\b[^\s"<]*/gi)) placeholders.push(`${path}: ${found}`)
    for (const ref of referencesIn(html, `${baseURL}${path}`)) if (!referrers.has(ref)) referrers.set(ref, path)
  }
  const links = await statuses(request, [...referrers.keys()].filter((ref) => !pageStatus.has(ref)))
  // The data specs may unpublish content while this runs: a failure counts if it is still there afterwards.
  const stillListed = new Set(await sitemapPaths(request))
  const broken: string[] = []
  for (const [path, status] of pageStatus) {
    if (status !== 200 && stillListed.has(path) && (await request.get(path)).status() !== 200) broken.push(`${status} ${path}`)
  }
  for (const [ref, status] of links) {
    if (typeof status === 'string') broken.push(`${status}: ${ref} (da ${referrers.get(ref)})`)
    else if (status !== 200 && stillListed.has(referrers.get(ref)!) && (await request.get(ref)).status() !== 200) broken.push(`${status} ${ref} (da ${referrers.get(ref)})`)
  }
  const documents = [...links.keys()].filter(isDocument)
  console.log(`crawl: ${pages.length} pagine della mappa, ${links.size} altri indirizzi interni (collegamenti e file), ${documents.length} documenti controllati`)
  expect(broken).toEqual([])
  // The block reference (public, though out of the sitemap) and the pages a form leads to.
  const more = ['/esempi', '/esempi/schede', '/esempi/elenchi', '/esempi/filtri', '/esempi/blocchi-interattivi', '/esempi/banner-e-colonne', '/esempi/vantaggi', '/avvisi/quanto-spetta-al-mio-ente?ente=comuni&comune=Roma']
  for (const path of more) {
    for (const [found] of (await (await request.get(path)).text()).matchAll(/[\w.@-]*\bexample\.(?:it|com|org|net)\b[^\s"<]*/gi)) placeholders.push(`${path}: ${found}`)
  }
  expect(placeholders, 'nessun indirizzo segnaposto (example.*) nelle pagine pubbliche').toEqual([])
  expect(links.size).toBeGreaterThan(20)
  // Every seeded PDF and XLSX is linked from some page and was opened as a file of its type.
  expect(documents.filter((ref) => ref.startsWith('/cms-api/documents/file/')).length).toBeGreaterThanOrEqual(10)
})
