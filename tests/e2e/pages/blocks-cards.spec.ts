import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from '../support/axe'
import { hydrated } from '../support/scripts'

const PAGE = '/esempi/schede'

/** Cards per row: how many of the grid's items share the first item's top edge. */
async function perRow(page: Page, title: string): Promise<number> {
  const items = page.getByRole('region', { name: title, exact: true }).getByRole('listitem')
  await expect(items.first()).toBeVisible()
  const tops = await items.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)))
  return tops.filter((top) => top === tops[0]).length
}

const GRIDS: [title: string, wide: number][] = [
  ['Da dove iniziare', 3],
  ['Ultime notizie', 3],
  ['Linee guida', 3],
  ['Servizi per le amministrazioni', 2],
  ['Documenti da scaricare', 4],
  ['Il programma in immagini', 2],
  ['Avvisi', 3],
]

for (const [width, wide] of [
  [375, false],
  [1280, true],
] as const) {
  test(`a ${width}px le griglie hanno il numero di colonne previsto`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(PAGE)
    for (const [title, columns] of GRIDS) expect(await perRow(page, title), title).toBe(wide ? columns : 1)
  })
}

test('le schede da contenuti del CMS mostrano i badge in parole e le linee guida la dimensione in MB', async ({ page }) => {
  await page.goto(PAGE)
  // Seeded news are 5, 28 and 47 days old: all Nuovo (60-day window).
  const news = page.getByRole('region', { name: 'Ultime notizie' })
  await expect(news.getByRole('article')).toHaveCount(3)
  await expect(news.getByText('Nuovo', { exact: true })).toHaveCount(3)
  // Seeded guidelines: updated 22 and 48 days ago (Aggiornato), 95 days ago (none).
  const guidelines = page.getByRole('region', { name: 'Linee guida', exact: true })
  await expect(guidelines.getByText('Aggiornato', { exact: true })).toHaveCount(2)
  // The seed generates small real files: a few kilobytes each, shown in KB.
  await expect(guidelines.getByText(/^PDF · \d+ KB$/)).toHaveCount(3)
  await expect(guidelines.getByText(/^Aggiornato (il |l’)\d{1,2}°? [a-z]+ \d{4}$/)).toHaveCount(3)
  await expect(page.getByRole('region', { name: 'Documenti da scaricare' }).getByText(/^XLSX · \d+ KB$/)).toBeVisible()
})

test('ogni scheda è un solo collegamento sotto un titolo di livello 3', async ({ page }) => {
  await page.goto(PAGE)
  const grid = page.getByRole('region', { name: 'Da dove iniziare' })
  await expect(grid.getByRole('heading', { level: 3 })).toHaveCount(3)
  await expect(grid.getByRole('link')).toHaveCount(3)
  await grid.getByRole('link', { name: 'Supporto' }).click()
  await expect(page).toHaveURL(/\/supporto$/)
})

test.describe('avvisi', () => {
  test.beforeEach(async ({ page }) => {
    // Dates are seeded relative to today; the client recomputes the badges with the
    // browser clock, which each test fixes.
    await page.clock.setFixedTime(new Date())
  })

  test('mostrano stato e badge secondo l’orologio del visitatore', async ({ page }) => {
    await page.goto(PAGE)
    const grid = page.getByRole('region', { name: 'Avvisi', exact: true })
    await expect(grid.locator('[aria-busy="false"]')).toBeVisible()
    const card = (name: string) => grid.getByRole('article').filter({ hasText: name })
    await expect(grid.getByRole('article')).toHaveCount(5)
    // Seed (the 5 newest): opens in 12 days; opened 5 days ago (Nuovo); suspended; closes in 10 days (In scadenza); open.
    await expect(card('1.4.1 Esperienza dei servizi pubblici')).toContainText('Stato: Aperto')
    await expect(card('1.4.1 Esperienza dei servizi pubblici').getByText('Nuovo', { exact: true })).toBeVisible()
    await expect(card('1.4.4 Adozione identità digitale')).toContainText(/Stato: In scadenza\s*scade tra (9|10) giorni/)
    await expect(card('1.2 Abilitazione e facilitazione')).toContainText('Stato: Aperto')
    // Opening in 12 days: «Di prossima apertura»; suspended with its closing date ahead: «Sospeso», not «Chiuso» (issue 39).
    await expect(card('2.2.3 Digitalizzazione delle procedure SUAP')).toContainText('Stato: Di prossima apertura')
    await expect(card('cybersicurezza')).toContainText('Stato: Sospeso')
    await expect(grid.locator('.badge')).toHaveCount(1)
    const upcoming = card('2.2.3 Digitalizzazione delle procedure SUAP')
    await expect(upcoming.getByRole('definition').filter({ hasText: 'Dipartimento della funzione pubblica' })).toBeVisible()
    await expect(upcoming.getByRole('definition').filter({ hasText: /^\d{1,2} [a-z]+ \d{4}$/ })).toHaveCount(2)
    // The card opens the avviso's page on the site, where «Candidati sulla piattaforma» leads out.
    const link = card('cybersicurezza').getByRole('link')
    await expect(link).not.toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('href', '/avvisi/avviso-per-il-rafforzamento-della-cybersicurezza-citta-metropolitane-e-province')
  })

  test('con l’orologio 20 giorni avanti gli stati seguono le date, senza chiedere nulla al server', async ({ page }) => {
    // The avvisi of the CMS are as current as the page (a save revalidates it): no server action.
    const actions: string[] = []
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.headers()['next-action']) actions.push(r.url())
    })
    await page.clock.setFixedTime(new Date(Date.now() + 20 * 86_400_000))
    await page.goto(PAGE)
    const grid = page.getByRole('region', { name: 'Avvisi', exact: true })
    await expect(grid.getByRole('article')).toHaveCount(5)
    // The one opened 5 days ago is 25 days old, the one closing in 10 days has closed, the one opening in 12 days opened 8 days ago (Nuovo).
    await expect(grid.locator('.badge')).toHaveCount(1)
    await expect(grid.getByRole('article').filter({ hasText: '2.2.3 Digitalizzazione delle procedure SUAP' })).toContainText(/Stato: Aperto\s*Nuovo/)
    await expect(grid.getByText('In scadenza', { exact: true })).toHaveCount(0)
    await expect(grid.getByRole('article').filter({ hasText: '1.4.4 Adozione identità digitale' })).toContainText('Stato: Chiuso')
    await hydrated(page)
    expect(actions).toEqual([])
  })

  test('senza avvisi aperti mostrano il messaggio e i due collegamenti', async ({ page }) => {
    await page.goto(PAGE)
    const grid = page.getByRole('region', { name: 'Avvisi del Dipartimento della funzione pubblica' })
    await expect(grid.getByText('Non ci sono avvisi aperti al momento', { exact: true })).toBeVisible()
    await expect(grid.getByRole('article')).toHaveCount(0)
    await expect(grid.getByRole('link', { name: 'Iscriviti alla newsletter' })).toHaveAttribute('href', '/novita/newsletter')
    await expect(grid.getByRole('link', { name: 'Consulta tutti gli avvisi' })).toHaveAttribute(
      'href',
      'https://padigitale2026.gov.it/misure',
    )
  })
})

test.describe('senza JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('gli avvisi arrivano già nella pagina', async ({ page }) => {
    await page.goto(PAGE)
    const grid = page.getByRole('region', { name: 'Avvisi', exact: true })
    await expect(grid.getByRole('article')).toHaveCount(5)
    await expect(grid.locator('[aria-busy="false"]')).toHaveCount(1)
  })
})

test('la pagina di esempio non ha violazioni di accessibilità', async ({ page }) => {
  await page.goto(PAGE)
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Esempi: schede e avvisi' })).toBeVisible()
  await expectNoAxeViolations(page)
})
