import { expect, test, type Page, type Request } from '@playwright/test'
import { waitForHydration } from '../support/scripts'

// Issue 29: a link prefetches its page when the visitor shows the intent to follow it (pointer over
// it, keyboard focus, a touch), never on load: the menus and lists of a page fetched every linked
// page's data after load (16 prefetches on the home).
// And what a prefetch brings: React puts a preload of each eager image into that data, and the
// browser ran it: every page downloaded the home's hero at high priority (19 KB on a phone); a list
// would do the same with each linked news item's cover. A page fetches only its own images. (The
// demo's covers are the cards' own images, so only the hero shows here.)

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

const imagesInViewLoaded = (page: Page) =>
  page.evaluate(() =>
    [...document.images].every((img) => {
      const box = img.getBoundingClientRect()
      const inView = box.bottom > 0 && box.top < innerHeight && box.width > 0
      return !inView || img.complete
    }),
  )

const isPrefetch = (r: Request) => r.headers()['next-router-prefetch'] === '1'
const prefetchOf = (path: string) => (r: Request) => isPrefetch(r) && new URL(r.url()).pathname === path

for (const path of ['/novita/newsletter', '/notizie', '/il-programma']) {
  test(`${path}: i link si precaricano solo se il visitatore li punta o li raggiunge, senza le immagini delle loro pagine`, async ({ page }) => {
    const images: string[] = []
    const prefetched: string[] = []
    let pendingImages = 0
    const isImage = (r: Request) => r.resourceType() === 'image' && !r.url().startsWith('data:')
    page.on('request', (r) => {
      if (isImage(r)) {
        images.push(new URL(r.url()).pathname)
        pendingImages++
      }
      if (isPrefetch(r)) prefetched.push(new URL(r.url()).pathname)
    })
    const settled = (r: Request) => { if (isImage(r)) pendingImages-- }
    page.on('requestfinished', settled)
    page.on('requestfailed', settled)
    await page.goto(path)
    const logo = page.locator('.it-brand-wrapper a[href="/"]')
    await waitForHydration(logo)
    // Every link of the page has been in view once (viewport prefetching would have fetched them all).
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    const footerLink = page.locator(`footer a[href^="/"]:not([href="/"]):not([href="${path}"])`).first()
    const footerPath = new URL((await footerLink.getAttribute('href'))!, page.url()).pathname
    await footerLink.scrollIntoViewIfNeeded()

    const byFocus = page.waitForRequest(prefetchOf(footerPath))
    await footerLink.focus()
    await byFocus
    // Nothing else was prefetched, on load or while every link was in view.
    expect([...new Set(prefetched)]).toEqual([footerPath])
    // The prefetched home's data arrives whole before the images are counted.
    const byPointer = page.waitForResponse((r) => prefetchOf('/')(r.request())).then((r) => r.finished())
    await logo.hover()
    await byPointer

    // Scrolled to the end, the lazy images load too: all of them must be the page's own.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    // Counted once the images in view have loaded and no image request is in flight (images out of
    // view are never fetched, so waiting on every image's own state would not end).
    await expect.poll(async () => pendingImages === 0 && (await imagesInViewLoaded(page))).toBe(true)
    const own = new Set(await candidates(page))
    expect(images.filter((url) => !own.has(url))).toEqual([])
  })
}
