import { describe, expect, it } from 'vitest'
import { isPageRequest, withoutScripts } from './error-page'

describe('the error page in place of Next’s error shell', () => {
  it('takes over page requests only: not the admin, the APIs, assets or client navigations', () => {
    expect(isPageRequest('GET', '/avvisi?stato=aperto', {})).toBe(true)
    expect(isPageRequest('HEAD', '/', {})).toBe(true)
    expect(isPageRequest('POST', '/avvisi', {})).toBe(false)
    for (const url of ['/admin', '/admin/collections/news', '/cms-api/news', '/api/search?q=spid', '/_next/static/x.js', '/errore']) expect(isPageRequest('GET', url, {}), url).toBe(false)
    expect(isPageRequest('GET', '/avvisi', { rsc: '1' })).toBe(false)
  })

  it('sends the page without its scripts, which would move the router to /errore', () => {
    const html = '<html lang="it"><head><link rel="preload" as="script" href="/_next/a.js"><link rel="stylesheet" href="/_next/s.css"><script src="/_next/a.js" async=""></script></head><body><h1>Errore</h1><script>self.__next_f.push([1,"x"])</script></body></html>'
    expect(withoutScripts(html)).toBe('<html lang="it"><head><link rel="stylesheet" href="/_next/s.css"></head><body><h1>Errore</h1></body></html>')
  })
})

describe('replaceErrorShell on a real server', () => {
  it('sends /errore with status 500 in place of an error shell, whichever way the head was written, and leaves other answers alone', async () => {
    const http = await import('node:http')
    const { replaceErrorShell } = await import('./error-page')
    const server = http.createServer((req, res) => {
      replaceErrorShell(req, res)
      if (req.url === '/errore') return void res.end('<html lang="it"><body><h1>La pagina non si è potuta caricare</h1><script>x()</script></body></html>')
      if (req.url === '/con-writehead') {
        res.writeHead(500, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Encoding': 'gzip' })
        return void res.end('<html id="__next_error__"><head></head><body></body></html>')
      }
      if (req.url === '/con-statuscode') {
        res.statusCode = 500
        res.setHeader('content-type', 'text/html; charset=utf-8')
        res.write('<html id="__next_error__">')
        return void res.end('</html>')
      }
      res.writeHead(200, { 'Content-Type': 'text/html' })
      res.end('<html>ok</html>')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
    const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`
    try {
      for (const path of ['/con-writehead', '/con-statuscode']) {
        const answer = await fetch(base + path)
        expect(answer.status, path).toBe(500)
        expect(answer.headers.get('content-encoding'), path).toBeNull()
        expect(await answer.text(), path).toBe('<html lang="it"><body><h1>La pagina non si è potuta caricare</h1></body></html>')
      }
      expect(await (await fetch(`${base}/altro`)).text()).toBe('<html>ok</html>')
      expect((await fetch(`${base}/api/x`)).status).toBe(200)
    } finally {
      server.close()
    }
  })
})
