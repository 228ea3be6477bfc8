// Stand-in for `next start` used by deploy/test-nginx.sh: sends the Cache-Control
// headers Next sends and counts the requests that reach it.
// Usage: node deploy/mock-upstream.mjs PORT   (GET /__set?v=N changes the page version,
// GET /__hits?path=P returns how many requests for P arrived)
import http from 'node:http'

const port = Number(process.argv[2] || 3211)
const hits = new Map()
let version = 1
let generation = 0

const routes = {
  '/page': () => ({ cc: 's-maxage=31536000', body: `<html>version ${version}</html>` }),
  '/private': () => ({ cc: 'private, no-cache, no-store, max-age=0, must-revalidate', body: `private ${version}` }),
  '/cookie': () => ({ cc: 's-maxage=31536000', cookie: 'session=abc; Path=/; HttpOnly', body: `cookie ${version}` }),
  '/admin/x': () => ({ cc: 's-maxage=31536000', body: `admin ${version}` }),
  '/cms-api/x': () => ({ cc: 's-maxage=31536000', body: `cms ${version}` }),
  '/api/x': () => ({ cc: 's-maxage=31536000', body: `api ${version}` }),
  // Issue 13: the search page is force-dynamic, so Next marks it no-store.
  '/cerca': (url) => ({ cc: 'private, no-cache, no-store, max-age=0, must-revalidate', body: `search ${version} q=${url.searchParams.get('q')}` }),
  // Issue 37: so are the avvisi and the measures (their filters), with a nonce CSP.
  '/avvisi': (url) => ({ cc: 'private, no-cache, no-store, max-age=0, must-revalidate', body: `avvisi ${version} stato=${url.searchParams.get('stato')}` }),
  '/misure': (url) => ({ cc: 'private, no-cache, no-store, max-age=0, must-revalidate', body: `misure ${version} beneficiario=${url.searchParams.get('beneficiario')}` }),
  '/_next/static/chunk.js': () => ({ cc: 'public, max-age=31536000, immutable', type: 'application/javascript', body: 'x();' }),
}

http
  .createServer((req, res) => {
    const url = new URL(req.url, 'http://mock')
    if (url.pathname === '/__set') {
      version = Number(url.searchParams.get('v'))
      return res.end('ok')
    }
    if (url.pathname === '/__hits') return res.end(String(hits.get(url.searchParams.get('path')) ?? 0))
    hits.set(url.pathname, (hits.get(url.pathname) ?? 0) + 1)
    if (url.pathname === '/api/cache-generation') {
      // As Next: a new token at each request, never to be cached by a browser.
      res.setHeader('Cache-Control', 'no-store')
      res.setHeader('X-Cache-Generation', `g${++generation}`)
      return res.end(`g${generation}`)
    }
    if (url.pathname === '/echo') {
      res.setHeader('Cache-Control', 'private, no-store')
      res.setHeader('Content-Type', 'application/json')
      return res.end(JSON.stringify(req.headers))
    }
    const route = routes[url.pathname]
    if (!route) {
      res.statusCode = 404
      res.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate')
      return res.end('not found')
    }
    const r = route(url)
    res.setHeader('Cache-Control', r.cc)
    res.setHeader('Content-Type', r.type ?? 'text/html; charset=utf-8')
    res.setHeader('Vary', 'RSC, Next-Router-State-Tree, Next-Router-Prefetch, Accept-Encoding')
    res.setHeader('ETag', `"v${version}"`)
    res.setHeader('Critical-CH', 'Sec-CH-Prefers-Color-Scheme') // as withPayload sends on every path
    if (r.cookie) res.setHeader('Set-Cookie', r.cookie)
    if (req.headers['if-none-match'] === `"v${version}"`) {
      res.statusCode = 304
      return res.end()
    }
    res.end(r.body)
  })
  .listen(port, '127.0.0.1', () => console.log(`mock upstream on 127.0.0.1:${port}`))
