import { expect, test } from '@playwright/test'
import { sitemapPaths } from '../support/sitemap'

// WCAG 1.4.10: at 320 CSS px every page of the sitemap reads without horizontal scrolling.
// Wide tables scroll inside their own region (TableScroll), which is allowed.
test('ogni pagina della sitemap a 320 px: nessuno scorrimento orizzontale', async ({ page, request }) => {
  test.setTimeout(180_000)
  const paths = await sitemapPaths(request)
  expect(paths.length).toBeGreaterThan(10)
  await page.setViewportSize({ width: 320, height: 640 })
  const overflowing: string[] = []
  for (const path of paths) {
    await page.goto(path, { waitUntil: 'domcontentloaded' })
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    if (width > 320) overflowing.push(`${path} (${width}px)`)
  }
  expect(overflowing).toEqual([])
})
