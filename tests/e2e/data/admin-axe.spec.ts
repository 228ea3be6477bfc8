import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { EDITOR_STATE, expect, test } from '../support/editor'

// axe (WCAG 2.1 A/AA) on the admin screens editors use, in one test to keep CI cheap (seven screens;
// bench/admin/axe-sweep.mjs passes all 40). The login
// page must have no violation at all; elsewhere our own components (the sito-* ones: dates, chart
// table, review panel and queue, «Usato in») must have none. Payload's own are listed, with
// their upstream issue, in bench/admin/ACCESSIBILITA.md.
test.use({ storageState: EDITOR_STATE })

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']
const OURS = ['.sito-date', '.sito-chart-editor', '.sito-review', '.sito-review-queue', '.sito-export', '[data-testid="usato-in"]']

/** The violations on the page, or only inside our components when `onlyOurs`. */
async function violations(page: Page, onlyOurs: boolean): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(WCAG)
  if (onlyOurs) {
    const present = []
    for (const selector of OURS) if (await page.locator(selector).count()) present.push(selector)
    if (!present.length) return []
    for (const selector of present) builder = builder.include(selector)
  }
  const { violations } = await builder.analyze()
  return violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`))
}

test('accessibilità della redazione: accesso, bacheca, elenchi, moduli di creazione e modifica', async ({ page, browser, baseURL, editor }) => {
  test.setTimeout(120_000)
  const anonymous = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } })
  const login = await anonymous.newPage()
  await login.goto('/admin/login')
  await expect(login.getByRole('button', { name: 'Accedi' })).toBeVisible()
  expect(await violations(login, false), 'accesso').toEqual([])
  await anonymous.close()

  const dati = (await (await editor.get('/cms-api/datis?limit=1&depth=0&where[slug][equals]=progetti-e-risorse')).json()).docs[0].id
  const faq = (await (await editor.get('/cms-api/faqs?limit=1&depth=0')).json()).docs[0].id
  const screens: [string, string][] = [
    ['bacheca', '/admin'],
    // Every list is the same template: one with our columns, one with our collection.
    ['elenco notizie', '/admin/collections/news'],
    ['elenco revisioni', '/admin/collections/revisioni'],
    ['nuovo avviso', '/admin/collections/announcements/create'],
    ['modifica domanda', `/admin/collections/faqs/${faq}`],
    ['modifica open data', `/admin/collections/datis/${dati}`],
  ]
  for (const [name, path] of screens) {
    await page.goto(path)
    await expect(page.locator('.template-default').first()).toBeVisible()
    if (name.startsWith('modifica')) await expect(page.getByTestId('revisione')).toBeVisible()
    expect(await violations(page, true), name).toEqual([])
  }
})
