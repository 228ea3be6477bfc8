import { NextRequest } from 'next/server'
import { afterEach, describe, expect, it } from 'vitest'
import { PEER_HEADER } from './ops/http/client-address'
import { resetRateLimits } from './ops/http/rate-limit'
import { proxy } from './proxy'

const login = (email: string, peer = '203.0.113.1') =>
  new NextRequest('http://sito.test/cms-api/users/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', [PEER_HEADER]: peer },
    body: JSON.stringify({ email, password: 'sbagliata' }),
  })

afterEach(() => resetRateLimits())

describe('proxy: sign-in limits', () => {
  it('slows one account from one address after 10 tries, not the same account elsewhere', async () => {
    const statuses = []
    for (let i = 0; i < 11; i++) statuses.push((await proxy(login('Redattrice@Example.it'))).status)
    expect(statuses.slice(0, 10).every((s) => s !== 429)).toBe(true)
    expect(statuses[10]).toBe(429)
    expect((await proxy(login('redattrice@example.it', '203.0.113.2'))).status).not.toBe(429)
    expect((await proxy(login('altra@example.it'))).status).not.toBe(429)
  })

  it('refuses before Next or Payload what would end in a 500 or say too much', async () => {
    const get = (path: string, headers: Record<string, string> = {}) => proxy(new NextRequest(`http://sito.test${path}`, { headers }))
    expect((await get('/cms-api/access')).status).toBe(401)
    expect((await get('/cms-api/users/verify/x')).status).toBe(404)
    expect((await get('/cms-api/media/file/..%252F..%252Fsito.db')).status).toBe(400)
    const foreign = new NextRequest('http://sito.test/novita/newsletter', { method: 'POST', headers: { origin: 'https://altro.example', host: 'sito.test' }, body: 'a=1' })
    expect((await proxy(foreign)).status).toBe(403)
    expect((await get('/sitemap.xml')).headers.get('content-security-policy')).toContain("default-src 'none'")
  })
})

describe('proxy: pages rendered per request (issue 37)', () => {
  const page = (path: string, peer = '203.0.113.9') => proxy(new NextRequest(`http://sito.test${path}`, { headers: { [PEER_HEADER]: peer } }))

  it('/avvisi and /misure get a nonce Content-Security-Policy, filters or not', async () => {
    for (const path of ['/avvisi', '/misure', '/avvisi?stato=aperto&pagina=2', '/misure?beneficiario=comuni']) {
      const policy = (await page(path)).headers.get('content-security-policy') ?? ''
      expect(policy, path).toMatch(/script-src [^;]*'nonce-[A-Za-z0-9+/=]+'/)
    }
  })

  it('limits each address to 120 a minute on each of them, not the others', async () => {
    const statuses = []
    for (let i = 0; i < 121; i++) statuses.push((await page('/avvisi?pagina=' + i)).status)
    expect(statuses.slice(0, 120).every((s) => s !== 429)).toBe(true)
    const refused = await page('/avvisi')
    expect(refused.status).toBe(429)
    expect((await refused.json()).message).toBe('Troppe richieste da questo indirizzo. Riprova tra qualche minuto.')
    expect((await page('/avvisi', '203.0.113.10')).status).not.toBe(429)
    expect((await page('/misure')).status).not.toBe(429)
  })
})
