import { expect, test } from '@playwright/test'

test('sitemap.xml elenca i contenuti pubblicati con lastmod', async ({ request }) => {
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  const xml = await response.text()
  expect(xml).toContain('<loc>http://127.0.0.1:3100/il-programma</loc>')
  expect(xml).toMatch(/<loc>http:\/\/127\.0\.0\.1:3100\/supporto\/domande-frequenti\/generali\/che-cos-e-il-programma<\/loc>\s*<lastmod>\d{4}-/)
  expect(xml).toContain('<loc>http://127.0.0.1:3100/</loc>')
})

test('robots.txt esclude area redazione e API e indica la sitemap', async ({ request }) => {
  const text = await (await request.get('/robots.txt')).text()
  expect(text).toContain('Disallow: /admin')
  expect(text).toContain('Sitemap: http://127.0.0.1:3100/sitemap.xml')
})

test('/api/health risponde quando il database è raggiungibile', async ({ request }) => {
  const response = await request.get('/api/health')
  expect(response.status()).toBe(200)
  expect(await response.json()).toMatchObject({ status: 'ok', database: 'ok' })
  expect(response.headers()['cache-control']).toBe('no-store')
})

test('il feed RSS delle notizie è valido e collegato dalle pagine', async ({ page, request }) => {
  const response = await request.get('/notizie/feed.xml')
  expect(response.headers()['content-type']).toContain('application/rss+xml')
  const xml = await response.text()
  expect(xml.match(/<item>/g)?.length).toBe(6)
  expect(xml).toMatch(/<link>http:\/\/127\.0\.0\.1:3100\/notizie\/[a-z0-9-]+<\/link>/)
  await page.goto('/notizie')
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', /\/notizie\/feed\.xml$/)
})
