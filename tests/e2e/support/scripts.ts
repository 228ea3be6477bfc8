import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Holds back the page's script chunks until the returned function is called: the visitor acts on
 * the server's HTML before hydration, as on a slow network.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/_next/static/chunks/**', async (route) => {
    await released
    await route.continue()
  })
  return release
}

/**
 * Waits until React has hydrated the element (it then carries React's props on the DOM node):
 * a control drawn by the server is visible before its handler exists.
 */
export async function waitForHydration(target: Locator): Promise<void> {
  await expect.poll(() => target.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps$')))).toBe(true)
}

/**
 * Waits until the page has hydrated and run its mount effects (`html[data-hydrated]`, set last by
 * the site's frame and by the admin's provider): after it, what the page does at load has been done.
 */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
}
