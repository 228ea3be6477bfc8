import AxeBuilder from '@axe-core/playwright'
import { type Browser, expect, type Page } from '@playwright/test'

/** Zero WCAG 2.1 A/AA violations on the page as it is now. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)
  expect(summary, `violazioni axe su ${page.url()}`).toEqual([])
}

/**
 * axe needs JavaScript in the page, so a page rendered with JavaScript off is checked as a
 * copy: the HTML the visitor received, without its scripts, served again at the same address
 * (same styles and images) to a page that can run axe.
 */
export async function expectNoAxeViolationsWithoutJs(page: Page, browser: Browser): Promise<void> {
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, '')
  const address = page.url()
  // Playwright applies the test's `use` options to new contexts too: turn scripts back on for axe.
  const context = await browser.newContext({ javaScriptEnabled: true })
  const copy = await context.newPage()
  await copy.route('**/*', (route) => {
    const request = route.request()
    if (request.url() === address) return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html })
    if (request.resourceType() === 'script') return route.abort()
    return route.continue()
  })
  await copy.goto(address)
  await expectNoAxeViolations(copy)
  await context.close()
}
