import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { inlineScriptHashes, policyForHtml, sitePolicy } from './csp-policy.cjs'

const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`

describe('CSP', () => {
  it('hashes inline scripts only, exactly as written, once each', () => {
    const html =
      '<script>self.__next_f.push([1,"a"])</script><script src="/_next/static/x.js" async></script>' +
      '<script type="application/ld+json">{"a":1}</script><script>self.__next_f.push([1,"a"])</script>' +
      '<script type="module">import("/x")</script>'
    expect(inlineScriptHashes(html)).toEqual([sha('self.__next_f.push([1,"a"])'), sha('import("/x")')])
  })
  it('never allows inline scripts wholesale, and opens YouTube frames only for video pages', () => {
    const plain = policyForHtml('<main></main>')
    expect(plain).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(plain).toContain("frame-ancestors 'none'")
    expect(plain).not.toContain('youtube')
    expect(policyForHtml('<section class="sito-video"></section>')).toContain('frame-src \'self\' https://www.youtube-nocookie.com')
  })
  it('adds reCAPTCHA hosts only when reCAPTCHA is configured', () => {
    expect(sitePolicy({ scripts: [] })).not.toContain('google')
    process.env.RECAPTCHA_SITE_KEY = 'k'
    try {
      expect(sitePolicy({ scripts: [] })).toContain('script-src \'self\' https://www.google.com/recaptcha/')
    } finally {
      delete process.env.RECAPTCHA_SITE_KEY
    }
  })
  it('lets the browser query Algolia only when Algolia is the configured search (issue 39: its queries were blocked)', () => {
    const connect = () => /connect-src ([^;]*)/.exec(sitePolicy({ scripts: [] }))![1]
    expect(connect()).toBe("'self'")
    const vars = { ALGOLIA_APP_ID: 'APP123', ALGOLIA_SEARCH_KEY: 'chiave-pubblica', ALGOLIA_INDEX_NAME: 'sito' }
    Object.assign(process.env, vars)
    try {
      expect(connect()).toBe("'self' https://APP123-dsn.algolia.net")
      process.env.ALGOLIA_BASE_URL = 'http://127.0.0.1:4123/percorso'
      expect(connect()).toBe("'self' http://127.0.0.1:4123")
      process.env.SEARCH_PROVIDER = 'orama'
      expect(connect()).toBe("'self'")
      delete process.env.SEARCH_PROVIDER
      delete process.env.ALGOLIA_BASE_URL
      process.env.ALGOLIA_APP_ID = "x' https://altro.example"
      expect(connect()).toBe("'self'")
      delete process.env.ALGOLIA_INDEX_NAME
      process.env.ALGOLIA_APP_ID = 'APP123'
      expect(connect()).toBe("'self'")
    } finally {
      for (const name of [...Object.keys(vars), 'ALGOLIA_BASE_URL', 'SEARCH_PROVIDER']) delete process.env[name]
    }
  })
  it('opens connect-src to the analytics origin only for pages that carry the tracker', () => {
    expect(policyForHtml('<main></main>')).toContain("connect-src 'self';")
    const tracked = policyForHtml('<body><span hidden="" data-wai-origin="https://ingestion.webanalytics.italia.it"></span></body>')
    expect(tracked).toContain("connect-src 'self' https://ingestion.webanalytics.italia.it;")
    // only an origin: a path, a quote or a second source cannot ride along
    expect(policyForHtml('<span data-wai-origin="https://a.example/x y"></span>')).toContain("connect-src 'self';")
    expect(policyForHtml('<span data-wai-origin="https://a.example \'unsafe-inline\'"></span>')).toContain("connect-src 'self';")
  })
})
