import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { expectNoAxeViolations, expectNoAxeViolationsWithoutJs } from '../support/axe'

for (const javaScriptEnabled of [true, false]) {
  const mode = javaScriptEnabled ? 'con JavaScript' : 'senza JavaScript'

  test.describe(`Percorsi ${mode}`, () => {
    const checkAxe = (page: Page, browser: Browser) => (javaScriptEnabled ? expectNoAxeViolations(page) : expectNoAxeViolationsWithoutJs(page, browser))
    // A context of its own: axe's copy of a page without JavaScript needs the default context to run scripts.
    let context: BrowserContext
    let page: Page
    test.beforeEach(async ({ browser }) => {
      context = await browser.newContext({ javaScriptEnabled })
      page = await context.newPage()
    })
    test.afterEach(async () => {
      await context.close()
    })

    test(`da una FAQ alla sua categoria e a un’altra FAQ (${mode})`, async ({ browser }) => {
      const first = '/supporto/domande-frequenti/generali/che-cos-e-il-programma'
      await page.goto(first)
      await checkAxe(page, browser)
      const crumbs = page.getByRole('navigation', { name: 'Percorso di navigazione' })
      await crumbs.getByRole('link', { name: 'Generali' }).click()
      await expect(page).toHaveURL(/\/supporto\/domande-frequenti\/generali$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Generali')
      await checkAxe(page, browser)
      const other = page.locator('main a[href^="/supporto/domande-frequenti/generali/"]').filter({ hasNotText: 'Che cos’è il programma' }).first()
      const title = (await other.textContent())!.trim()
      await other.click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      expect(new URL(page.url()).pathname).not.toBe(first)
      await checkAxe(page, browser)
    })

    test(`dalle notizie alla seconda pagina, a una notizia e a una correlata (${mode})`, async ({ browser }) => {
      await page.goto('/notizie')
      await checkAxe(page, browser)
      const list = page.getByRole('region', { name: 'Tutte le notizie' })
      await list.getByRole('link', { name: 'Pagina 2', exact: true }).click()
      const onPage2 = page.locator('main a[href^="/notizie/"]').filter({ hasText: 'Avviato il programma' })
      await expect(onPage2).toBeVisible()
      // With JavaScript the first page's news are gone; without, the link jumped to the second page's first item.
      if (javaScriptEnabled) await expect(list.getByRole('link', { name: 'Nuovi avvisi per i servizi digitali dei comuni' })).toBeHidden()
      else await expect(onPage2).toBeInViewport()
      await checkAxe(page, browser)
      await onPage2.click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Avviato il programma: le prime misure per i comuni')
      const header = page.locator('main header').first()
      await expect(header.locator('time')).toBeVisible()
      await expect(header.getByText('Avvisi', { exact: true })).toBeVisible()
      await expect(header.locator('img')).toBeVisible()
      await checkAxe(page, browser)
      const related = page.getByRole('region', { name: 'Notizie correlate' }).getByRole('article')
      await expect(related).toHaveCount(3)
      const next = related.first().getByRole('link')
      const title = (await next.textContent())!.trim()
      await next.click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await checkAxe(page, browser)
    })
  })
}
