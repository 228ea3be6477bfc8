import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** Zero WCAG 2.1 A/AA violations on the page as it is now. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)
  expect(summary, `violazioni axe su ${page.url()}`).toEqual([])
}

/** The href of the first link in main content whose path matches `pattern`. */
export async function firstLinkMatching(page: Page, pattern: RegExp): Promise<string> {
  const hrefs = await page.locator('main a[href^="/"]').evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''))
  const href = hrefs.find((h) => pattern.test(h))
  expect(href, `nessun collegamento che corrisponde a ${pattern} in ${page.url()}`).toBeTruthy()
  return href!
}

export const EDITOR = { email: 'redazione@example.it', password: 'Redazione-2026' }
