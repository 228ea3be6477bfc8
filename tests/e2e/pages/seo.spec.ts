import { expect, test } from '@playwright/test'
import { MONITORING } from '../../support/monitoring'

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
  const response = await request.get('/api/health', { headers: MONITORING })
  expect(response.status()).toBe(200)
  // "degraded" while a data spec makes a source fail on purpose (tests/e2e/data/opendata-*.spec.ts).
  const body = await response.json()
  expect(body).toMatchObject({ database: 'ok' })
  expect(['ok', 'degraded']).toContain(body.status)
  expect(Object.entries(body.checks).filter(([name, check]) => name !== 'fonti' && !(check as { ok: boolean }).ok)).toEqual([])
  expect(response.headers()['cache-control']).toBe('no-store')
})

test('il feed RSS delle notizie è valido e collegato dalle pagine', async ({ page, request }) => {
  const response = await request.get('/notizie/feed.xml')
  expect(response.headers()['content-type']).toContain('application/rss+xml')
  const xml = await response.text()
  // Six demo news; drafts.spec.ts may publish more meanwhile.
  expect(xml.match(/<item>/g)?.length).toBeGreaterThanOrEqual(6)
  expect(xml).toMatch(/<link>http:\/\/127\.0\.0\.1:3100\/notizie\/[a-z0-9-]+<\/link>/)
  await page.goto('/notizie')
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', /\/notizie\/feed\.xml$/)
})

/** Parses an XML document in the browser: null when it is not well-formed. */
async function parseXml(page: import('@playwright/test').Page, xml: string) {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml')
    if (doc.getElementsByTagName('parsererror').length) return null
    return {
      root: doc.documentElement.localName,
      ns: doc.documentElement.namespaceURI,
      urls: doc.getElementsByTagName('url').length,
      entries: doc.getElementsByTagName('entry').length,
      items: doc.getElementsByTagName('item').length,
    }
  }, xml)
}

test('sitemap, RSS e Atom sono XML ben formati; l’Atom è collegato dalle pagine', async ({ page, request }) => {
  await page.goto('/notizie')
  await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute('href', /\/notizie\/atom\.xml$/)
  const sitemap = await parseXml(page, await (await request.get('/sitemap.xml')).text())
  expect(sitemap).toMatchObject({ root: 'urlset', ns: 'http://www.sitemaps.org/schemas/sitemap/0.9' })
  expect(sitemap!.urls).toBeGreaterThan(20)
  const rss = await parseXml(page, await (await request.get('/notizie/feed.xml')).text())
  expect(rss).toMatchObject({ root: 'rss' })
  const atomResponse = await request.get('/notizie/atom.xml')
  expect(atomResponse.headers()['content-type']).toContain('application/atom+xml')
  const atom = await parseXml(page, await atomResponse.text())
  expect(atom).toMatchObject({ root: 'feed', ns: 'http://www.w3.org/2005/Atom' })
  expect(atom!.entries).toBe(rss!.items)
})

function meta(page: import('@playwright/test').Page, key: string) {
  return page.locator(`meta[property="${key}"], meta[name="${key}"]`).first()
}

async function jsonLd(page: import('@playwright/test').Page): Promise<Array<Record<string, unknown>>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.map((b) => JSON.parse(b))
}

test('Open Graph e Twitter: immagine della hero con dimensioni e testo alternativo', async ({ page }) => {
  await page.goto('/il-programma')
  await expect(meta(page, 'og:title')).toHaveAttribute('content', /.+/)
  await expect(meta(page, 'og:description')).toHaveAttribute('content', /.+/)
  await expect(meta(page, 'og:url')).toHaveAttribute('content', 'http://127.0.0.1:3100/il-programma')
  await expect(meta(page, 'og:type')).toHaveAttribute('content', 'website')
  await expect(meta(page, 'og:locale')).toHaveAttribute('content', 'it_IT')
  await expect(meta(page, 'og:site_name')).toHaveAttribute('content', 'PA digitale 2026')
  await expect(meta(page, 'og:image')).toHaveAttribute('content', /^http:\/\/127\.0\.0\.1:3100\/cms-api\/media\/file\/.+/)
  await expect(meta(page, 'og:image:width')).toHaveAttribute('content', /^\d+$/)
  await expect(meta(page, 'og:image:height')).toHaveAttribute('content', /^\d+$/)
  await expect(meta(page, 'og:image:alt')).toHaveAttribute('content', /.+/)
  await expect(meta(page, 'twitter:card')).toHaveAttribute('content', 'summary_large_image')
  const image = await meta(page, 'og:image').getAttribute('content')
  expect((await page.request.get(image!)).status()).toBe(200)

  await page.goto('/notizie')
  const news = await page.locator('main a[href^="/notizie/"]').first().getAttribute('href')
  await page.goto(news!)
  await expect(meta(page, 'og:type')).toHaveAttribute('content', 'article')
  await expect(meta(page, 'twitter:card')).toHaveAttribute('content', /^summary(_large_image)?$/)
})

test('JSON-LD: organizzazione in home, FAQPage sulle FAQ, NewsArticle sulle notizie', async ({ page }) => {
  await page.goto('/')
  expect((await jsonLd(page)).map((d) => d['@type'])).toContain('GovernmentOrganization')

  await page.goto('/supporto/domande-frequenti')
  await page.goto((await page.locator('main a[href^="/supporto/domande-frequenti/"]').first().getAttribute('href'))!)
  const faqData = await jsonLd(page)
  const faq = faqData.find((d) => d['@type'] === 'FAQPage') as { mainEntity: Array<{ name: string; acceptedAnswer: { text: string } }> }
  expect(faq.mainEntity[0].name).toBe(await page.locator('h1').innerText())
  expect(faq.mainEntity[0].acceptedAnswer.text.length).toBeGreaterThan(10)
  expect(faqData.map((d) => d['@type'])).toContain('BreadcrumbList')

  await page.goto('/notizie')
  await page.goto((await page.locator('main a[href^="/notizie/"]').first().getAttribute('href'))!)
  const article = (await jsonLd(page)).find((d) => d['@type'] === 'NewsArticle')!
  expect(article.headline).toBe(await page.locator('h1').innerText())
  expect(String(article.datePublished)).toMatch(/^\d{4}-\d{2}-\d{2}/)
  expect(article.url).toBe(page.url())
  // '<' is escaped inside the data blocks: no content can close the script element.
  const raw = await page.locator('script[type="application/ld+json"]').allInnerTexts()
  for (const text of raw) expect(text).not.toContain('</')
})
