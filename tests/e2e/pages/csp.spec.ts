import { expect, test } from '@playwright/test'
import { watchViolations } from '../support/csp-violations'
import { firstLinkMatching } from '../support/links'
import { hydrated } from '../support/scripts'

// Content-Security-Policy and the other security headers, on every kind of response, and the
// demo pages still working under the policy (no violation reported by the browser). The admin
// under the policy, after a login, is in data/admin-login.spec.ts.

const SECTIONS = ['/', '/il-programma', '/esempi', '/notizie', '/supporto', '/supporto/domande-frequenti', '/guide-e-risorse', '/open-data', '/cerca?q=fondi', '/informativa-privacy']

function expectSecurityHeaders(headers: Record<string, string>) {
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['permissions-policy']).toContain('camera=()')
  expect(headers['permissions-policy']).toContain('geolocation=()')
  expect(headers['permissions-policy']).not.toContain('interest-cohort')
  // Served over plain http here: no HSTS (it would break local use).
  expect(headers['strict-transport-security']).toBeUndefined()
}

test('le pagine hanno una CSP senza script inline generici, con gli hash dei propri script', async ({ request }) => {
  for (const path of ['/', '/il-programma', '/esempi/blocchi-interattivi']) {
    const response = await request.get(path)
    const headers = response.headers()
    const csp = headers['content-security-policy']
    expect(csp, path).toBeTruthy()
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'))!
    expect(scriptSrc).not.toContain("'unsafe-inline'")
    expect(scriptSrc).not.toContain("'unsafe-eval'")
    expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/=]+'/)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
    expect(headers['x-request-id']).toMatch(/^[A-Za-z0-9._-]{8,}$/)
    expectSecurityHeaders(headers)
    // Static pages stay static (ISR): shared-cacheable, not rendered per request.
    expect(headers['cache-control']).toContain('s-maxage')
    expect(headers['cache-control']).not.toContain('private')
  }
  const plain = (await request.get('/il-programma')).headers()['content-security-policy']
  expect(plain).not.toContain('youtube')
  const video = (await request.get('/esempi/blocchi-interattivi')).headers()['content-security-policy']
  expect(video).toContain('https://www.youtube-nocookie.com')
})

test('API, file statici e area redazione hanno le intestazioni di sicurezza', async ({ request, page }) => {
  const api = await request.get('/api/health')
  expectSecurityHeaders(api.headers())
  expect(api.headers()['content-security-policy']).toContain("default-src 'none'")
  await page.goto('/il-programma')
  const script = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src')
  const asset = await request.get(script!)
  expectSecurityHeaders(asset.headers())
  const admin = await request.get('/admin/login')
  expectSecurityHeaders(admin.headers())
  expect(admin.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/)
  expect(admin.headers()['content-security-policy']).not.toContain('unsafe-eval')
  expect((await request.get('/il-programma', { headers: { 'X-Request-Id': 'nginx-1234567890' } })).headers()['x-request-id']).toBe('nginx-1234567890')
})

test('le pagine dimostrative e le sezioni funzionano senza violazioni della CSP', async ({ page }) => {
  test.setTimeout(120_000)
  const violations = await watchViolations(page)
  await page.goto('/esempi')
  const demos = new Set<string>()
  for (const href of await page.locator('main a[href^="/esempi/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!))) demos.add(href)
  expect(demos.size).toBeGreaterThanOrEqual(6)
  await page.goto('/notizie')
  const news = await firstLinkMatching(page, /^\/notizie\/[a-z0-9-]+$/)
  await page.goto('/supporto/domande-frequenti')
  const faq = await firstLinkMatching(page, /^\/supporto\/domande-frequenti\/[a-z-]+\/[a-z0-9-]+$/)
  for (const path of [...SECTIONS, ...demos, news, faq]) {
    await page.goto(path)
    // Hydrated: the scripts ran under the policy, down to the frame's last effect.
    await hydrated(page)
    expect(violations, path).toEqual([])
  }
})

test('i blocchi interattivi funzionano con la CSP (passaggi, video dopo il consenso)', async ({ page }) => {
  const violations = await watchViolations(page)
  await page.route(/youtube-nocookie\.com/, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Video</title>' }))
  await page.goto('/esempi/blocchi-interattivi')
  await hydrated(page)
  const toggle = page.locator('main button[aria-expanded]').first()
  const before = await toggle.getAttribute('aria-expanded')
  await toggle.click()
  await expect(toggle).not.toHaveAttribute('aria-expanded', before!)
  await page.getByRole('button', { name: 'Accetta' }).first().click()
  await expect(page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]').first()).toBeVisible()
  expect(violations).toEqual([])
})

test('troppi tentativi di accesso dallo stesso indirizzo ricevono 429 con un messaggio in italiano', async ({ request }) => {
  const headers = { 'X-Real-IP': `203.0.113.${Math.floor(Math.random() * 200) + 1}` }
  let last = 0
  let message = ''
  for (let i = 0; i < 25 && last !== 429; i++) {
    const response = await request.post('/cms-api/users/login', { headers, data: { email: 'nessuno@example.it', password: 'sbagliata' } })
    last = response.status()
    if (last === 429) {
      message = (await response.json()).message
      expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0)
    }
  }
  expect(last).toBe(429)
  expect(message).toBe('Troppi tentativi di accesso da questo indirizzo. Riprova tra qualche minuto.')
  // Another address is not affected.
  const other = await request.post('/cms-api/users/login', { headers: { 'X-Real-IP': '198.51.100.7' }, data: { email: 'nessuno@example.it', password: 'sbagliata' } })
  expect(other.status()).not.toBe(429)
})
