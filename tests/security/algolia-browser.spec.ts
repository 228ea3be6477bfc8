import http from 'node:http'
import { type Browser, chromium, expect, test } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../support/chromium'
import { SECURITY_BASE, type Server, startServer } from './server'

// Issue 39, problem 4: with Algolia configured, the browser's query was blocked by the site's own
// CSP (connect-src) and the search page said «La ricerca non è riuscita». Algolia cannot be reached
// from here: a stand-in on loopback answers, after checking the exact request the browser sends.
const STAND_IN = { port: Number(process.env.ALGOLIA_STAND_IN_PORT ?? 4123) }
const ALGOLIA = { SEARCH_PROVIDER: 'algolia', ALGOLIA_APP_ID: 'APPPROVA1', ALGOLIA_SEARCH_KEY: 'chiave-di-sola-ricerca', ALGOLIA_INDEX_NAME: 'sito-prova', ALGOLIA_BASE_URL: `http://127.0.0.1:${STAND_IN.port}` }
type Seen = { method?: string; url?: string; headers: http.IncomingHttpHeaders; body: string }
const seen: Seen[] = []
const HIT = {
  objectID: 'misura-2',
  title: 'Misura 1.2 Abilitazione e facilitazione migrazione al Cloud',
  content: 'Finanzia il trasferimento in cloud qualificato.',
  slug: '',
  url: '/misure/1-2-abilitazione-e-facilitazione-migrazione-al-cloud',
  target: '_self',
  content_type: 'page',
  _highlightResult: {
    title: { value: 'Misura 1.2 Abilitazione e facilitazione migrazione al <em>Cloud</em>', matchLevel: 'full', matchedWords: ['cloud'] },
    content: { value: 'Finanzia il trasferimento in <em>cloud</em> qualificato.', matchLevel: 'full', matchedWords: ['cloud'] },
  },
}

const standIn = http.createServer((req, res) => {
  const chunks: Buffer[] = []
  req.on('data', (c: Buffer) => chunks.push(c))
  req.on('end', () => {
    seen.push({ method: req.method, url: req.url, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') })
    res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*')
    res.setHeader('Access-Control-Allow-Headers', 'content-type, x-algolia-application-id, x-algolia-api-key')
    res.setHeader('Access-Control-Allow-Methods', 'POST, OPTIONS')
    if (req.method === 'OPTIONS') return void res.writeHead(204).end()
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ hits: [HIT], nbHits: 1 }))
  })
})

let server: Server | undefined
let browser: Browser | undefined
test.beforeAll(async () => {
  await new Promise<void>((resolve) => standIn.listen(STAND_IN.port, '127.0.0.1', () => resolve()))
  server = await startServer(ALGOLIA)
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
})
test.afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await new Promise<void>((resolve) => standIn.close(() => resolve()))
})

test('con Algolia configurato il browser interroga l’indice: la CSP lo permette e la richiesta è quella attesa', async () => {
  const page = await browser!.newPage({ baseURL: SECURITY_BASE })
  const blocked: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text())
  })
  const answer = await page.goto('/cerca?q=cloud')
  expect(answer?.headers()['content-security-policy']).toMatch(new RegExp(`connect-src 'self'[^;]* http://127\\.0\\.0\\.1:${STAND_IN.port}(;| )`))
  await expect(page.locator('.sito-hit__title a')).toHaveText(HIT.title)
  await expect(page.getByText('La ricerca non è riuscita')).toHaveCount(0)
  expect(blocked).toEqual([])

  const query = seen.find((s) => s.method === 'POST' && s.headers.origin === SECURITY_BASE)
  expect(query, JSON.stringify(seen.map((s) => [s.method, s.url, s.headers.origin]))).toBeTruthy()
  expect(query!.url).toBe('/1/indexes/sito-prova/query')
  expect(query!.headers['x-algolia-application-id']).toBe('APPPROVA1')
  expect(query!.headers['x-algolia-api-key']).toBe('chiave-di-sola-ricerca')
  expect(JSON.parse(query!.body)).toEqual({ query: 'cloud', hitsPerPage: 1000, page: 0, attributesToHighlight: ['title', 'content'], highlightPreTag: '<em>', highlightPostTag: '</em>' })
  // Only the public search key ever leaves the server; the page names no other secret.
  expect(await page.content()).not.toContain('ALGOLIA_ADMIN_KEY')
  await page.close()
})

test('senza Algolia la CSP non apre connect-src a nessun altro host', async () => {
  await server?.stop()
  server = await startServer({})
  const answer = await fetch(`${SECURITY_BASE}/cerca?q=cloud`)
  expect(/connect-src ([^;]*)/.exec(answer.headers.get('content-security-policy') ?? '')?.[1]).toBe("'self'")
})
