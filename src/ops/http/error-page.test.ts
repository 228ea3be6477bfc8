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
