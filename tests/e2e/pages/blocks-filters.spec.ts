import { expect, type Page, test } from '@playwright/test'
import { expectNoAxeViolations } from '../support/axe'
import { holdScripts } from '../support/scripts'

const DEMO = '/esempi/filtri'
const NO_CARDS = 'Non ci sono contenuti disponibili per il beneficiario selezionato'
const NO_RESULTS = 'Nessun risultato trovato con i filtri attuali'

/**
 * Opens a page and waits for its filter forms to hydrate (their «Applica i filtri» button, for the
 * page without JavaScript, then goes): these tests follow what the page's code does with a change.
 */
async function openHydrated(page: Page, url: string) {
  await page.goto(url)
  await expect(page.getByRole('button', { name: 'Applica i filtri' })).toHaveCount(0)
}

/** The demo page in order: plain index, filtered index, measure cards, measures accordion. */
function blocks(page: Page) {
  const indexes = page.getByRole('navigation', { name: 'Indice della pagina' })
  const cards = page.getByRole('region', { name: 'Le misure finanziate' })
  const accordion = page.getByRole('region', {
    name: 'Guide e risorse per misura',
  })
  return {
    plainIndex: indexes.nth(0),
    filteredIndex: indexes.nth(1),
    sidebarSelect: page.getByLabel('Beneficiario').first(),
    section: (title: string) => page.getByRole('region', { name: title }),
    cards,
    cardTitles: cards.locator('li:visible h3'),
    accordion,
    toggles: accordion.getByRole('button'),
  }
}

test('una scelta fatta prima che la pagina abbia il suo codice resta e filtra', async ({ page }) => {
  const release = await holdScripts(page)
  await page.goto(DEMO, { waitUntil: 'domcontentloaded' })
  const b = blocks(page)
  await b.sidebarSelect.selectOption('Scuole')
  release()
  await expect(page.getByRole('button', { name: 'Applica i filtri' })).toHaveCount(0)
  await expect(b.sidebarSelect).toHaveValue('Scuole')
  await expect(page).toHaveURL(/\/esempi\/filtri\?beneficiario-\w{6}=Scuole$/)
  await expect(b.section('Comuni: portare i servizi online')).toBeHidden()
  await expect(b.section('Scuole: sito e servizi per le famiglie')).toBeVisible()
})

test('il filtro per beneficiario nasconde sezioni, schede e risorse, resta nell’indirizzo e dopo il ricaricamento', async ({ page }) => {
  await openHydrated(page, DEMO)
  const b = blocks(page)
  await expect(b.toggles).toHaveCount(3)
  await expectNoAxeViolations(page)

  await b.sidebarSelect.selectOption('Scuole')
  await expect(page).toHaveURL(/\/esempi\/filtri\?beneficiario-\w{6}=Scuole$/)
  await expect(b.section('Comuni: portare i servizi online')).toBeHidden()
  await expect(b.section('Scuole: sito e servizi per le famiglie')).toBeVisible()
  await expect(b.section('Regole comuni a tutti gli enti')).toBeVisible()
  const disabled = b.filteredIndex.getByRole('link', {
    name: 'Comuni: portare i servizi online',
  })
  await expect(disabled).toHaveAttribute('aria-disabled', 'true')
  await expect(disabled).not.toHaveAttribute('href')
  await expect(
    b.filteredIndex.getByRole('link', {
      name: 'Scuole: sito e servizi per le famiglie',
    }),
  ).toHaveAttribute('href', '#scuole-sito-e-servizi-per-le-famiglie')
  await expect(page.getByText('2 risultati su 4')).toBeVisible()
  // Each filter block has its own parameter: the cards below are not filtered.
  await expect(b.cardTitles).toHaveCount(5)
  await expectNoAxeViolations(page)

  await page.reload()
  await expect(b.toggles).toHaveCount(3)
  await expect(b.sidebarSelect).toHaveValue('Scuole')
  await expect(b.section('Comuni: portare i servizi online')).toBeHidden()
  await expect(b.cardTitles).toHaveCount(5)

  await b.sidebarSelect.selectOption('')
  await expect(page).toHaveURL(/\/esempi\/filtri$/)
  await expect(b.section('Comuni: portare i servizi online')).toBeVisible()
  await expect(b.cardTitles).toHaveCount(5)
})

test('le schede si filtrano per ente promotore e dicono quando non resta nulla', async ({ page }) => {
  await openHydrated(page, DEMO)
  const b = blocks(page)
  await b.cards.getByLabel('Ente promotore').selectOption('Dipartimento della funzione pubblica')
  await expect(page).toHaveURL(/\?promotore-\w{6}=Dipartimento\+della\+funzione\+pubblica$/)
  const filtered = page.url()
  await openHydrated(page, filtered)
  await expect(b.cardTitles).toHaveText(['2.2.3 Digitalizzazione delle procedure SUAP e SUE'])
  await expect(b.cards.getByText('324.400.000 €')).toBeVisible()

  await b.cards.getByLabel('Beneficiario').selectOption('Scuole')
  await expect(page).toHaveURL(/\?promotore-(\w{6})=Dipartimento\+della\+funzione\+pubblica&beneficiario-\1=Scuole$/)
  await expect(b.cardTitles).toHaveCount(0)
  await expect(b.cards.getByText(NO_CARDS, { exact: true })).toBeVisible()
  await expectNoAxeViolations(page)

  await b.cards.getByLabel('Ente promotore').selectOption('')
  await expect(b.cardTitles).toHaveCount(2)
  await expect(b.cards.getByText(NO_CARDS)).toHaveCount(0)
})

test('la fisarmonica delle misure si usa da tastiera e si filtra per misura e beneficiario', async ({ page }) => {
  await openHydrated(page, DEMO)
  const b = blocks(page)
  await expect(b.toggles).toHaveCount(3)
  await expect(b.accordion.getByRole('link', { name: 'Kit per la migrazione al cloud' })).toBeHidden()

  await b.toggles.first().focus()
  await page.keyboard.press('ArrowDown')
  await expect(b.toggles.nth(1)).toBeFocused()
  await page.keyboard.press('End')
  await expect(b.toggles.nth(2)).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(b.toggles.nth(0)).toBeFocused()
  await page.keyboard.press('Home')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(b.toggles.nth(1)).toHaveAttribute('aria-expanded', 'true')
  await expect(b.accordion.getByRole('link', { name: 'Kit per la migrazione al cloud' })).toBeVisible()
  await page.keyboard.press('Space')
  await expect(b.toggles.nth(1)).toHaveAttribute('aria-expanded', 'false')

  await b.accordion.getByLabel('Beneficiario').selectOption('ASL e Aziende ospedaliere')
  await expect(b.toggles).toHaveText(['1.2 Abilitazione e facilitazione migrazione al Cloud', '1.4.3 Adozione pagoPA'])
  await b.accordion.getByLabel('Misura').selectOption('1.4.1 Esperienza dei servizi pubblici')
  await expect(page).toHaveURL(/\?beneficiario-(\w{6})=ASL\+e\+Aziende\+ospedaliere&misura-\1=1\.4\.1\+Esperienza\+dei\+servizi\+pubblici$/)
  await expect(b.accordion.getByText(NO_RESULTS, { exact: true })).toBeVisible()
  await expect(
    b.accordion.getByRole('button', {
      name: '1.4.1 Esperienza dei servizi pubblici',
    }),
  ).toBeHidden()
  await expectNoAxeViolations(page)
})

test('l’indice segue la lettura: barra di avanzamento e sezione corrente', async ({ page }) => {
  await openHydrated(page, DEMO)
  const b = blocks(page)
  const progress = b.plainIndex.getByRole('progressbar', {
    name: 'Avanzamento della lettura',
  })
  await expect(progress).toHaveAttribute('aria-valuemax', '100')
  const link = b.plainIndex.getByRole('link', { name: 'Chi può partecipare' })
  await link.click()
  await expect(page).toHaveURL(/#chi-puo-partecipare$/)
  await expect(link).toHaveAttribute('aria-current', 'true')
  await expect(b.plainIndex.locator('[aria-current]')).toHaveCount(1)
  expect(Number(await progress.getAttribute('aria-valuenow'))).toBeGreaterThan(0)
})

test.describe('senza JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('mostra tutte le voci anche con un filtro nell’indirizzo e il modulo invia la scelta', async ({ page }) => {
    await page.goto(`${DEMO}?beneficiario=Scuole`)
    const b = blocks(page)
    await expect(b.section('Comuni: portare i servizi online')).toBeVisible()
    await expect(b.cardTitles).toHaveCount(5)
    await expect(b.accordion.getByRole('link')).toHaveCount(5)
    // only the form's submit button: no accordion toggles without JavaScript
    await expect(b.accordion.getByRole('button').filter({ hasNotText: 'Applica i filtri' })).toHaveCount(0)
    await expect(page.getByRole('progressbar')).toHaveCount(0)

    await b.cards.getByLabel('Ente promotore').selectOption('Agenzia per l’Italia digitale')
    await b.cards.getByRole('button', { name: 'Applica i filtri' }).click()
    await expect(page).toHaveURL(/\?beneficiario-(\w{6})=&promotore-\1=Agenzia\+per\+l%E2%80%99Italia\+digitale$/)
    await expect(b.cardTitles).toHaveCount(5)
  })
})

test('i contenuti per beneficiario si filtrano, dicono quando non c’è nulla e restano accessibili', async ({ page }) => {
  await openHydrated(page, DEMO)
  const region = page.getByRole('region', { name: 'Le opportunità per il tuo ente' })
  const titles = region.locator('li:visible h3')
  const select = region.getByLabel('Beneficiario')
  await expect(titles).toHaveCount(4)

  await select.selectOption('Università')
  await expect(page).toHaveURL(/\/esempi\/filtri\?beneficiario-\w{6}=Universit%C3%A0$/)
  await expect(titles).toHaveCount(0)
  await expect(region.getByText(NO_CARDS, { exact: true })).toBeVisible()
  await expectNoAxeViolations(page)

  await select.selectOption('Scuole')
  await expect(page).toHaveURL(/\/esempi\/filtri\?beneficiario-\w{6}=Scuole$/)
  await expect(titles).toHaveText(['Per le scuole: un sito chiaro per studenti e famiglie'])
  await expect(region.getByText(NO_CARDS)).toHaveCount(0)
  await expect(region.getByText('1 risultato su 4')).toBeVisible()
  await expectNoAxeViolations(page)
})
