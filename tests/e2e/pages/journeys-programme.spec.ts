import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { expectNoAxeViolations, expectNoAxeViolationsWithoutJs } from '../support/axe'
import { solveCaptcha } from '../support/captcha'

/** The applications platform (the site settings' address): unreachable from here, and never opened by these journeys. */
const PLATFORM = 'https://areariservata.padigitale2026.gov.it/Pa_digitale2026_avvisi'
const PHONE = { width: 390, height: 844 }

/** The programme's central journey: what can my administration get, by when, and how do I apply (issue 33). */
for (const javaScriptEnabled of [true, false]) {
  const mode = javaScriptEnabled ? 'con JavaScript' : 'senza JavaScript'

  test.describe(`Misure, avvisi e beneficiari a 390 px ${mode}`, () => {
    const checkAxe = (page: Page, browser: Browser) => (javaScriptEnabled ? expectNoAxeViolations(page) : expectNoAxeViolationsWithoutJs(page, browser))
    let context: BrowserContext
    let page: Page
    test.beforeEach(async ({ browser }) => {
      const ip = javaScriptEnabled ? '198.51.100.41' : '198.51.100.42'
      context = await browser.newContext({ javaScriptEnabled, viewport: PHONE, extraHTTPHeaders: { 'x-real-ip': ip } })
      page = await context.newPage()
    })
    test.afterEach(async () => {
      await context.close()
    })

    test(`dalla home a «Sei un Comune?», a una misura, a un avviso aperto, alla sua FAQ e alla richiesta inviata (${mode})`, async ({ browser }) => {
      await page.goto('/')
      await page.getByRole('link', { name: 'Sei un Comune?' }).click()
      await expect(page).toHaveURL(/\/beneficiari\/comuni$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Comuni')
      await expect(page.getByRole('region', { name: 'Avvisi aperti', exact: true }).getByRole('article').first()).toContainText(/Stato: (Aperto|In scadenza)/)
      await checkAxe(page, browser)

      await page.getByRole('link', { name: 'Scopri la misura 1.4.1 Esperienza dei servizi pubblici' }).click()
      await expect(page).toHaveURL(/\/misure\/1-4-1-esperienza-dei-servizi-pubblici$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('1.4.1 Esperienza dei servizi pubblici')
      const summary = page.getByRole('region', { name: 'La misura in sintesi' })
      await expect(summary.getByRole('link', { name: 'Comuni' })).toHaveAttribute('href', '/beneficiari/comuni')
      await expect(summary).toContainText('Risorse')
      await checkAxe(page, browser)

      const open = page.getByRole('region', { name: 'Avvisi della misura' }).getByRole('article').filter({ hasText: 'Stato: Aperto' }).first()
      const name = (await open.getByRole('heading').textContent())!.trim()
      await open.getByRole('link').click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
      await expect(page.getByRole('region', { name: 'L’avviso in sintesi' })).toContainText(/Data di chiusura\s*\d{1,2}°? [a-z]+ \d{4}/)
      await expect(page.getByRole('link', { name: /Candidati sulla piattaforma/ })).toHaveAttribute('href', new RegExp(`^${PLATFORM}`))
      await checkAxe(page, browser)

      const faq = page.getByRole('region', { name: 'Domande frequenti', exact: true }).getByRole('link').first()
      const question = (await faq.textContent())!.trim()
      await faq.click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(question)
      await page.getByRole('region', { name: 'Non hai trovato la risposta?' }).getByRole('link', { name: 'Chiedi assistenza' }).click()
      await expect(page).toHaveURL(/\/supporto\/richiedi-assistenza$/)
      await page.locator('label', { hasText: 'Pubblica Amministrazione' }).click()
      await page.getByLabel('Email').fill('ufficio.digitale@comune.esempio.it')
      await page.getByLabel('Argomento').selectOption('Altro')
      await page.getByLabel('Avviso').selectOption('1.4.1 Esperienza dei servizi pubblici')
      await page.getByLabel('Oggetto').fill(`Candidatura del comune ${mode}`)
      await page.getByLabel('Descrizione').fill(`Dall’avviso «${name}»: quali servizi posso indicare nella candidatura?`)
      if (javaScriptEnabled) await solveCaptcha(page)
      await page.getByRole('button', { name: 'Invia Richiesta' }).click()
      await expect(page.getByRole('heading', { name: 'Richiesta di assistenza inviata' })).toBeVisible()
    })

    test(`«Quanto spetta al mio ente»: dalla home a un Comune di 3.000 abitanti, all’importo e alla scadenza di un avviso aperto, alla piattaforma (${mode})`, async ({ browser }) => {
      await page.goto('/')
      // Every open avviso, up to the grid's limit (6), and a link to the others.
      const home = page.getByRole('region', { name: 'Avvisi aperti', exact: true })
      await expect(home.getByRole('article')).toHaveCount(6)
      await expect(home.getByRole('article').filter({ hasText: /Stato: (Aperto|In scadenza)/ })).toHaveCount(6)
      await expect(home.getByRole('link', { name: 'Vedi tutti gli avvisi' })).toHaveAttribute('href', '/avvisi?stato=aperto')

      await page.getByRole('link', { name: 'Sei un Comune?' }).click()
      await expect(page).toHaveURL(/\/beneficiari\/comuni$/)
      await page.getByRole('link', { name: 'Quanto spetta al mio ente' }).click()
      await expect(page).toHaveURL(/\/avvisi\/quanto-spetta-al-mio-ente\?ente=comuni$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quanto spetta al mio ente')
      await expect(page.getByLabel('Tipo di ente')).toHaveValue('comuni')
      await checkAxe(page, browser)

      // A name typed without its apostrophe and accents still finds the Comune.
      await page.getByLabel('Nome del Comune (solo per i Comuni)').fill('porto ceresio')
      await page.getByRole('button', { name: 'Mostra gli importi' }).click()
      await expect(page).toHaveURL(/\?ente=comuni&comune=porto\+ceresio$/)
      await expect(page.getByRole('heading', { level: 2, name: 'Porto Ceresio (VA, Lombardia): 3.001 abitanti' })).toBeVisible()
      const open = page.getByRole('region', { name: 'Avvisi aperti' })
      const card = open.getByRole('article').filter({ hasText: 'Avviso 1.4.1 Esperienza dei servizi pubblici – Comuni' })
      // The band «fino a 5.000 abitanti» of the avviso's amounts, and its deadline.
      await expect(card).toContainText(/Importo\s*79\.922\s€/)
      await expect(card).toContainText(/Scadenza\s*\d{1,2}°? [a-z]+ \d{4}/)
      await expect(open.getByRole('article')).toHaveCount(4)
      await expect(page.getByRole('region', { name: 'Di prossima apertura' })).toContainText('Avviso 2.2.3 Digitalizzazione delle procedure SUAP e SUE – Comuni')
      await checkAxe(page, browser)

      await card.getByRole('link', { name: 'Avviso 1.4.1 Esperienza dei servizi pubblici – Comuni' }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Avviso 1.4.1 Esperienza dei servizi pubblici – Comuni')
      const amounts = page.getByRole('region', { name: 'Quanto spetta' })
      await expect(amounts).toContainText('Risorse dell’avviso: 400.000.000 €')
      await expect(amounts.getByRole('row', { name: /fino a 5\.000 abitanti/ })).toContainText(/79\.922\s€/)
      await expect(page.getByRole('region', { name: 'L’avviso in sintesi' })).toContainText(/Data di chiusura\s*\d{1,2}°? [a-z]+ \d{4}/)
      await expect(page.getByRole('region', { name: 'Testo dell’avviso e allegati' }).getByRole('link').first()).toContainText('Testo dell’avviso 1.4.1')
      const apply = page.getByRole('link', { name: /Candidati sulla piattaforma/ })
      await expect(apply).toHaveAttribute('href', PLATFORM)
      await expect(page.getByText(`La piattaforma è all’indirizzo ${PLATFORM}`)).toBeVisible()
      await checkAxe(page, browser)
    })

    test(`un avviso sospeso dice «Sospeso» e non offre la candidatura (${mode})`, async () => {
      await page.goto('/avvisi/avviso-per-il-rafforzamento-della-cybersicurezza-citta-metropolitane-e-province')
      await expect(page.getByRole('region', { name: 'L’avviso in sintesi' })).toContainText(/Stato\s*Sospeso/)
      await expect(page.getByText('L’avviso è sospeso: per ora non si possono presentare candidature.')).toBeVisible()
      await expect(page.getByRole('link', { name: /Candidati sulla piattaforma/ })).toHaveCount(0)
    })

    test(`gli avvisi aperti filtrati per misura portano all’avviso; le misure si filtrano per beneficiario (${mode})`, async ({ browser }) => {
      await page.goto('/avvisi?stato=aperto')
      const list = page.getByRole('region', { name: 'Elenco degli avvisi' })
      await expect(list.getByRole('article').filter({ hasText: 'Stato: Chiuso' })).toHaveCount(0)
      await list.getByLabel('Misura').selectOption({ label: '1.4.4 Adozione identità digitale' })
      await list.getByRole('button', { name: 'Applica i filtri' }).click()
      await expect(page).toHaveURL(/\/avvisi\?stato=aperto&misura=1-4-4-adozione-identita-digitale(&|$)/)
      await expect(list.getByText(/^1 risultato su \d+$/)).toBeVisible()
      const card = list.getByRole('article')
      await expect(card).toHaveCount(1)
      await expect(card).toContainText('In scadenza')
      await checkAxe(page, browser)
      await card.getByRole('link').click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Avviso 1.4.4 Adozione identità digitale – Comuni')
      await expect(page.getByRole('region', { name: 'L’avviso in sintesi' }).getByRole('link', { name: '1.4.4 Adozione identità digitale' })).toHaveAttribute(
        'href',
        '/misure/1-4-4-adozione-identita-digitale',
      )
      await expect(page.getByRole('region', { name: 'Testo dell’avviso e allegati' }).getByRole('link').first()).toHaveAttribute('href', /^\/cms-api\/documents\/file\//)

      await page.goto('/misure?beneficiario=asl-e-aziende-ospedaliere')
      const measures = page.getByRole('region', { name: 'Elenco delle misure' }).getByRole('article')
      await expect(measures).toHaveCount(2)
      await expect(page.getByLabel('Beneficiario')).toHaveValue('asl-e-aziende-ospedaliere')
      await checkAxe(page, browser)
    })
  })
}
