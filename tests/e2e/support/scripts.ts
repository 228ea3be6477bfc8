import type { Page } from '@playwright/test'

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
