import { expect, type Page, test } from '@playwright/test'
import { expectNoAxeViolations } from '../support/axe'

const DEMO = '/esempi/elenchi'

// The demo DatedList (id 'scadenze') has 12 items, 5 per page, newest first.
const PAGE_FIRST_ITEM = [
  'Termine ultimo per la rendicontazione finale',
  'Termine per la contrattualizzazione dei fornitori della misura 1.4.3',
  'Aggiornamento del manuale operativo della piattaforma',
]

function list(page: Page, title: string) {
  const region = page.getByRole('region', { name: title })
  return {
    region,
    items: region.getByRole('list').first().getByRole('listitem'),
    nav: region.getByRole('navigation', { name: `Paginazione ${title}` }),
    pageLink: (n: number) => region.getByRole('link', { name: `Pagina ${n}`, exact: true }),
  }
}

const scadenze = (page: Page) => list(page, 'Scadenze e appuntamenti')
const collegamenti = (page: Page) => list(page, 'Collegamenti utili')

/** Hidden items are left out of the accessibility tree: the count is what a visitor sees. */
async function expectPage(page: Page, n: number, count: number) {
  const { items, pageLink } = scadenze(page)
  await expect(items).toHaveCount(count)
  await expect(items.first()).toContainText(PAGE_FIRST_ITEM[n - 1]!)
  await expect(pageLink(n)).toHaveAttribute('aria-current', 'page')
}

test('cliccando la pagina 2 cambiano l’hash e le voci visibili, e il ricaricamento la conserva', async ({ page }) => {
  await page.goto(DEMO)
  await expectPage(page, 1, 5)
  const { region, pageLink } = scadenze(page)

  await pageLink(2).click()
  await expect(page).toHaveURL(/#scadenze-2$/)
  await expectPage(page, 2, 5)
  await expect(region.getByRole('heading', { name: 'Scadenze e appuntamenti' })).toBeFocused()
  await expect(region.locator('[aria-live="polite"]')).toHaveText('Pagina 2 di 3')

  await page.reload()
  await expectPage(page, 2, 5)
})

test('un hash oltre i limiti mostra l’ultima o la prima pagina', async ({ page }) => {
  await page.goto(`${DEMO}#scadenze-99`)
  await expectPage(page, 3, 2)
  await expect(scadenze(page).region.getByRole('link', { name: 'Pagina successiva' })).toHaveAttribute('aria-disabled', 'true')

  await page.goto(`${DEMO}#scadenze-0`)
  await expectPage(page, 1, 5)
  await expect(scadenze(page).region.getByRole('link', { name: 'Pagina precedente' })).toHaveAttribute('aria-disabled', 'true')
})

test('si cambia pagina con Tab e Invio', async ({ page }) => {
  await page.goto(DEMO)
  await expectPage(page, 1, 5)
  const { region, pageLink } = scadenze(page)
  await pageLink(1).focus()
  await page.keyboard.press('Tab')
  await expect(pageLink(2)).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/#scadenze-2$/)
  await expectPage(page, 2, 5)
  await expect(region.getByRole('heading', { name: 'Scadenze e appuntamenti' })).toBeFocused()

  await region.getByRole('link', { name: 'Pagina successiva' }).press('Enter')
  await expectPage(page, 3, 2)
})

test('due elenchi sulla stessa pagina hanno pagine indipendenti', async ({ page }) => {
  await page.goto(`${DEMO}#scadenze-2`)
  await expectPage(page, 2, 5)
  const links = collegamenti(page)
  await expect(links.items).toHaveCount(4)

  await links.pageLink(2).click()
  await expect(page).toHaveURL(/#collegamenti-2$/)
  await expect(links.items).toHaveCount(3)
  await expect(links.items.first()).toContainText('Designers Italia')
  await expectPage(page, 2, 5)
})

test('le liste vuote lo dicono, le altre mostrano i contenuti del CMS', async ({ page }) => {
  await page.goto(DEMO)
  await expect(page.getByRole('region', { name: 'Domande frequenti selezionate' })).toContainText(
    'Non ci sono domande frequenti al momento',
  )
  const faqs = page.getByRole('region', { name: 'Domande frequenti generali' }).getByRole('link')
  // The demo has five FAQs in each category (src/cms/seed/data/content.test.ts).
  await expect(faqs).toHaveCount(5)
  for (const href of await faqs.evaluateAll((els) => els.map((e) => e.getAttribute('href')))) {
    expect(href).toMatch(/^\/supporto\/domande-frequenti\/generali\/[a-z0-9-]+$/)
  }

  const all = page.getByRole('region', { name: 'Tutti gli aggiornamenti' })
  await expect(all.getByRole('article')).toHaveCount(6)
  await expect(all.getByRole('article').first()).toContainText('Aperte le candidature per i servizi digitali dei comuni')
  await expect(all.getByRole('article').first()).toContainText('Nuovo')
  const latest = page.getByRole('region', { name: 'Ultimi aggiornamenti' })
  await expect(latest.getByRole('article')).toHaveCount(6)
  await expect(latest.getByRole('navigation')).toHaveCount(0)
})

test('la pagina degli elenchi non ha violazioni di accessibilità, anche dopo un cambio di pagina', async ({ page }) => {
  await page.goto(DEMO)
  await expectPage(page, 1, 5)
  await expectNoAxeViolations(page)
  await scadenze(page).pageLink(3).click()
  await expectPage(page, 3, 2)
  await expectNoAxeViolations(page)
})

test.describe('senza JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('mostra tutte le voci e i numeri di pagina portano alla prima voce di quella pagina', async ({ page }) => {
    await page.goto(DEMO)
    const { items, pageLink } = scadenze(page)
    await expect(items).toHaveCount(12)
    await expect(collegamenti(page).items).toHaveCount(7)
    await pageLink(3).click()
    await expect(page).toHaveURL(/#scadenze-3$/)
    await expect(items.nth(10)).toContainText(PAGE_FIRST_ITEM[2]!)
    await expect(items.nth(10)).toBeInViewport()
  })
})

test('le notizie: le ultime 3 come schede con titolo e collegamento, poi tutte in pagine da 12', async ({ page }) => {
  await page.goto(DEMO)
  const latest = page.getByRole('region', { name: 'Ultime notizie' }).getByRole('article')
  await expect(latest).toHaveCount(3)
  for (const card of await latest.all()) {
    const link = card.getByRole('heading', { level: 3 }).getByRole('link')
    await expect(link).toHaveText(/\S{3,}/)
    expect(await link.getAttribute('href')).toMatch(/^(\/notizie\/[a-z0-9-]+|https:\/\/.+)$/)
  }

  const all = list(page, 'Tutte le notizie')
  // 15 seeded news: the first page shows 12 (3 columns), the pagination the rest.
  await expect(all.region.getByRole('article')).toHaveCount(12)
  await expect(all.nav).toHaveCount(1)
  await expect(all.region.getByRole('heading', { level: 3 })).toHaveCount(12)
})
