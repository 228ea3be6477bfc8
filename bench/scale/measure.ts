/**
 * The scale bench's measures on a running `next start` (BASE) behind the proxy (PROXY), started at
 * START_MS: time to a ready search, first search, HTML size of the index pages, p95 of /cerca and of
 * a FAQ page through the proxy, pages rendered again after one FAQ edit (tags) and after a whole-site
 * revalidation (what every save did before). Prints one JSON object. Run by bench/scale/run.sh.
 */
import { doc, p } from '../../src/content/lexical'
import { derivedKey } from '../../src/ops/secrets'
import { MONITORING } from '../../tests/support/monitoring'

const BASE = process.env.BASE!
const PROXY = process.env.PROXY!
const START_MS = Number(process.env.START_MS)
const EDITOR = { email: 'redazione@example.it', password: process.env.DEMO_EDITOR_PASSWORD! }
const INDEXES = ['/', '/notizie', '/guide-e-risorse', '/novita', '/supporto', '/supporto/domande-frequenti', '/open-data', '/esempi/elenchi']
const WORDS = ['comune', 'cloud', 'migrazione', 'scuole', 'rendicontazione', 'piattaforma', 'avviso', 'servizi digitali', 'identità', 'pagamenti']

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.ceil(0.95 * xs.length) - 1]!

async function timed(url: string, init?: RequestInit) {
  const t = performance.now()
  const res = await fetch(url, { redirect: 'manual', ...init })
  const body = await res.text()
  return { ms: performance.now() - t, res, body }
}

async function readySearch(): Promise<number> {
  for (;;) {
    const health = await fetch(`${BASE}/api/health`, { headers: MONITORING }).then((r) => r.json()).catch(() => null)
    if (health?.checks?.search?.ready) return Date.now() - START_MS
    await sleep(100)
  }
}

/** Links of a page matching a pattern (hrefs). */
const links = (html: string, pattern: RegExp) => [...new Set([...html.matchAll(/href="([^"#?]+)"/g)].map((m) => m[1]!).filter((h) => pattern.test(h)))]

async function windows(path: string, html: string): Promise<string[]> {
  return links(html, new RegExp(`^${path === '/' ? '' : path}/pagina/\\d+$`))
}

async function warm(paths: string[]) {
  for (const path of paths) {
    await fetch(`${BASE}${path}`).then((r) => r.text())
    await fetch(`${BASE}${path}`).then((r) => r.text())
  }
}

async function rendered(paths: string[]): Promise<number> {
  let count = 0
  for (const path of paths) {
    const res = await fetch(`${BASE}${path}`)
    await res.text()
    if (res.headers.get('x-nextjs-cache') !== 'HIT') count++
  }
  return count
}

async function main() {
  const readyMs = await readySearch()
  const first = await timed(`${BASE}/api/search?q=amministrazione`)
  const second = await timed(`${BASE}/api/search?q=cloud`)
  const sizes: Record<string, number> = {}
  const visited = new Set<string>()
  for (const path of INDEXES) {
    const { body, res } = await timed(`${BASE}${path}`)
    if (res.status !== 200) continue
    sizes[path] = Buffer.byteLength(body)
    visited.add(path)
    for (const w of await windows(path, body)) {
      const more = await timed(`${BASE}${w}`)
      if (more.res.status === 200) {
        sizes[w] = Buffer.byteLength(more.body)
        visited.add(w)
      }
    }
  }
  const faqIndex = await fetch(`${BASE}/supporto/domande-frequenti`).then((r) => r.text())
  const faqPages = links(faqIndex, /^\/supporto\/domande-frequenti\/[a-z-]+\/[a-z0-9-]+$/)
  const newsPages = links(await fetch(`${BASE}/notizie`).then((r) => r.text()), /^\/notizie\/[a-z0-9-]+$/)
  // The FAQ page measured: one generated long ago (not prerendered), warm in the proxy.
  const oldest = (await fetch(`${BASE}/cms-api/faqs?sort=updatedAt&limit=1&depth=0`).then((r) => r.json())).docs[0]
  const faqPath = `/supporto/domande-frequenti/${oldest.category}/${oldest.slug}`
  const faqFirst = await timed(`${BASE}${faqPath}`)
  const cerca: number[] = []
  const faq: number[] = []
  for (let i = 0; i < 100; i++) {
    cerca.push((await timed(`${PROXY}/cerca?q=${encodeURIComponent(WORDS[i % WORDS.length]!)}&page=${1 + (i % 3)}`)).ms)
    faq.push((await timed(`${PROXY}${faqPath}`)).ms)
  }
  // Pages rendered again after one edit of the body of the FAQ listed first.
  const watched = [...visited, ...faqPages, ...newsPages, faqPath]
  await warm(watched)
  const login = await fetch(`${BASE}/cms-api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(EDITOR) }).then((r) => r.json())
  const slug = faqPages[0]!.split('/').pop()
  const target = (await fetch(`${BASE}/cms-api/faqs?where[slug][equals]=${slug}&depth=0`).then((r) => r.json())).docs[0]
  const body = [{ blockType: 'richText', content: doc(p(`Risposta aggiornata il ${new Date().toISOString()}.`)) }]
  const edit = await timed(`${BASE}/cms-api/faqs/${target.id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', Authorization: `JWT ${login.token}` },
    body: JSON.stringify({ body }),
  })
  if (edit.res.status !== 200) throw new Error(`FAQ edit answered ${edit.res.status}: ${edit.body.slice(0, 200)}`)
  await sleep(500)
  const afterEdit = await rendered(watched)
  const token = derivedKey('revalidate')
  await fetch(`${BASE}/api/revalidate`, { method: 'POST', headers: { 'x-revalidate-token': token, 'content-type': 'application/json' }, body: JSON.stringify({ reason: 'bench', scope: 'site' }) })
  await sleep(500)
  const afterSite = await rendered(watched)
  console.log(
    JSON.stringify({
      readyMs,
      firstSearchMs: Math.round(first.ms),
      secondSearchMs: Math.round(second.ms),
      sizes,
      faqPath,
      faqFirstRenderMs: Math.round(faqFirst.ms),
      p95CercaMs: Math.round(p95(cerca)),
      p95FaqMs: Math.round(p95(faq)),
      watched: watched.length,
      editStatus: edit.res.status,
      renderedAfterFaqEdit: afterEdit,
      renderedAfterSiteRevalidation: afterSite,
    }),
  )
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
