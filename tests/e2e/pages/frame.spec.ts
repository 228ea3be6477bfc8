import { expect, type Page, test } from '@playwright/test'
import { ADDRESSES } from '../../../src/cms/seed/data/addresses'
import { expectNoAxeViolations, expectNoAxeViolationsWithoutJs } from '../support/axe'

/** Left edge of the content box of the first element matching each selector. */
async function contentLeft(page: Page, selector: string): Promise<number> {
  return page.locator(selector).first().evaluate((el) => el.getBoundingClientRect().left + parseFloat(getComputedStyle(el).paddingLeft))
}

async function expectOneGrid(page: Page) {
  const main = await contentLeft(page, 'main .container')
  for (const selector of ['.it-header-slim-wrapper .container', '.it-header-center-wrapper .container', '.it-header-navbar-wrapper .container', '.it-footer-main .container', '.it-footer-small-prints .container']) {
    expect(Math.round(await contentLeft(page, selector)), selector).toBe(Math.round(main))
  }
}

test('intestazione istituzionale: ente titolare, siti del programma e Accedi per le amministrazioni', async ({ page }) => {
  await page.goto('/')
  const slim = page.locator('.it-header-slim-wrapper')
  await expect(slim.getByRole('link', { name: 'Dipartimento per la trasformazione digitale' })).toHaveAttribute('href', 'https://innovazione.gov.it/')
  await expect(slim.getByRole('navigation', { name: 'Siti del programma' }).getByRole('link')).toHaveText(['Italia Domani', 'Developers Italia', 'Designers Italia'])
  const accedi = slim.getByRole('link', { name: 'Accedi all’area riservata delle amministrazioni' })
  await expect(accedi).toHaveAttribute('href', ADDRESSES.reservedAreaUrl)
  await expect(page.locator('a[href="/admin"]')).toHaveCount(0)
})

test('piè di pagina: emblema UE, marchi come testo, contatti, fascia legale con gli attributi per AgID', async ({ page }) => {
  await page.goto('/')
  const footer = page.locator('footer')
  await expect(footer.getByText('Finanziato dall’Unione europea – NextGenerationEU')).toBeVisible()
  await expect(footer.locator('svg.sito-emblema-ue path')).toHaveCount(1)
  await expect(footer.locator('.sito-footer__marchio-nome')).toHaveText(['Italia Domani', 'Dipartimento per la trasformazione digitale'])
  await expect(footer.getByRole('link', { name: 'Scrivi al programma' })).toHaveAttribute('href', `mailto:${ADDRESSES.contactEmail}`)
  await expect(footer.getByRole('link', { name: 'LinkedIn' })).toBeVisible()
  const legal = footer.getByRole('navigation', { name: 'Note legali e privacy' })
  await expect(legal.getByRole('link')).toHaveText(['Informativa privacy', 'Note legali', 'Mappa del sito', 'Dichiarazione di accessibilità', 'Statistiche del sito'])
  await expect(footer.locator('[data-element="privacy-policy-link"]')).toHaveAttribute('href', '/informativa-privacy')
  await expect(footer.locator('[data-element="legal-notes"]')).toHaveAttribute('href', '/note-legali')
  await expect(footer.locator('[data-element="accessibility-link"]')).toHaveAttribute('href', '/dichiarazione-di-accessibilita')
  // The owner's details, from the site settings.
  const owner = footer.locator('address')
  await expect(owner).toContainText('Dipartimento per la trasformazione digitale')
  await expect(owner).toContainText('Largo Pietro di Brazzà 86, 00186 Roma')
  await expect(owner).toContainText('Codice fiscale 80188230587')
  await expect(owner.getByRole('link', { name: 'diptrasformazionedigitale@pec.governo.it' })).toHaveAttribute('href', 'mailto:diptrasformazionedigitale@pec.governo.it')
  // The statement follows AgID's model and sends the unanswered to AgID's form.
  await footer.locator('[data-element="accessibility-link"]').click()
  const main = page.getByRole('main')
  for (const section of ['Stato di conformità', 'Contenuti non accessibili', 'Redazione della dichiarazione di accessibilità', 'Meccanismo di feedback e informazioni di contatto', 'Modalità di invio delle segnalazioni all’AgID', 'Informazioni sul sito', 'Informazioni sulla struttura']) {
    await expect(main.getByRole('heading', { level: 2, name: section })).toBeVisible()
  }
  await expect(main).toContainText(/La presente dichiarazione è stata redatta (il |l’)\d{1,2}°? \w+ \d{4}/)
  await expect(main.getByRole('link', { name: /^modulo dell’Agenzia per l’Italia digitale \(AgID\)/ })).toHaveAttribute('href', 'https://form.agid.gov.it/')
})

test('header, contenuto e piè di pagina stanno sulla stessa griglia; torna su porta all’inizio', async ({ page }) => {
  await page.goto('/il-programma')
  await expectOneGrid(page)
  await expectNoAxeViolations(page)
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  const back = page.getByRole('link', { name: 'Torna su' })
  await expect(back).toBeVisible()
  await back.click()
  await expect(page).toHaveURL(/#inizio$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test.describe('schermo piccolo', () => {
  test.use({ viewport: { width: 390, height: 800 } })
  test('la stessa griglia anche a 390 px', async ({ page }) => {
    await page.goto('/il-programma')
    await expectOneGrid(page)
  })
})

test.describe('senza JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('la cornice è completa e accessibile; torna su è in fondo alla pagina', async ({ page, browser }) => {
    await page.goto('/il-programma')
    await expect(page.getByRole('link', { name: 'Accedi all’area riservata delle amministrazioni' })).toBeVisible()
    await expect(page.locator('footer [data-element="accessibility-link"]')).toBeVisible()
    await expect(page.locator('footer').getByRole('link', { name: 'Torna su' })).toHaveAttribute('href', '#inizio')
    await expectNoAxeViolationsWithoutJs(page, browser)
  })
})
