import { expect, type Page } from '@playwright/test'

/** The href of the first link in main content whose path matches `pattern`. */
export async function firstLinkMatching(page: Page, pattern: RegExp): Promise<string> {
  const hrefs = await page.locator('main a[href^="/"]').evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''))
  const href = hrefs.find((h) => pattern.test(h))
  expect(href, `nessun collegamento che corrisponde a ${pattern} in ${page.url()}`).toBeTruthy()
  return href!
}
