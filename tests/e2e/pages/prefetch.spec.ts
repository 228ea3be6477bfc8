import { expect, test, type Page } from '@playwright/test'

// Next prefetches the pages a visible link leads to. React puts a preload of each eager image into
// that data, and the browser ran it: every page downloaded the home's hero at high priority (19 KB on
// a phone); a list would do the same with each linked news item's cover. A page fetches only its own
// images. (The demo's covers are the cards' own images, so only the hero shows here.)

test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 })

/** Every URL an <img> of the page may draw (src and srcset candidates), as pathnames. */
const candidates = (page: Page) =>
  page.evaluate(() =>
    [...document.images].flatMap((img) =>
      [img.getAttribute('src') ?? '', ...(img.getAttribute('srcset') ?? '').split(',').map((c) => c.trim().split(/\s+/)[0] ?? '')]
        .filter(Boolean)
        .map((url) => new URL(url, location.href).pathname),
    ),
  )

for (const path of ['/novita/newsletter', '/notizie', '/il-programma']) {
  test(`${path}: i link precaricati non scaricano le immagini delle loro pagine`, async ({ page }) => {
    const images: string[] = []
    page.on('request', (r) => {
      if (r.resourceType() === 'image' && !r.url().startsWith('data:')) images.push(new URL(r.url()).pathname)
    })
    const prefetchedHome = page.waitForResponse((r) => new URL(r.url()).pathname === '/' && r.url().includes('_rsc='))
    await page.goto(path)
    await prefetchedHome
    await page.waitForLoadState('networkidle')
    // Scrolled to the end, the lazy images load too: all of them must be the page's own.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.waitForLoadState('networkidle')
    const own = new Set(await candidates(page))
    expect(images.filter((url) => !own.has(url))).toEqual([])
  })
}
