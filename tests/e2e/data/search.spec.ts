import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from '../support/axe'
import { expect, test } from '../support/editor'
import { holdScripts } from '../support/scripts'

// Search (spec sections 2-5, 7-9): the /cerca search hero, its suggestions and the FAQ
// instant search, on the embedded Orama index built from the seeded CMS content.
const DEMO_FAQ = 'Le spese di connettività delle città metropolitane sono ammissibili?'
const DEMO_FAQ_URL = '/supporto/domande-frequenti/misure-e-avvisi/connettivita-citta-metropolitane'

const hits = (page: Page) => page.locator('.sito-hits > li')
const status = (page: Page) => page.locator('.sito-results [role="status"]')
/** Bootstrap Italia draws the checkbox on its label: users click the label. */
const filterLabel = (page: Page, type: string) => page.locator(`label[for="cerca-filtro-${type}"]`)

async function expectDemoFaqFor(page: Page, q: string) {
  await page.goto(`/cerca?q=${encodeURIComponent(q)}`)
  const link = page.locator('.sito-hit__title a', { hasText: DEMO_FAQ })
  await expect(link, `«${q}» deve trovare la FAQ dimostrativa`).toHaveAttribute('href', DEMO_FAQ_URL)
  return link
}

test.describe('ricerca nel sito', () => {
  test('trova la voce scritta senza accenti, con un errore di battitura e in un’altra forma, evidenziando le parole', { tag: '@database' }, async ({ page }) => {
    const accentless = await expectDemoFaqFor(page, 'citta metropolitane')
    await expect(accentless.locator('mark')).toHaveText(['città', 'metropolitane'])
    await expect(status(page)).toContainText(/\d+ risultat[oi] per «citta metropolitane»/)
    const item = hits(page).filter({ hasText: DEMO_FAQ })
    await expect(item.locator('.sito-hit__type')).toHaveText('Domande frequenti')
    await expectDemoFaqFor(page, 'metropolitnae')
    const stemmed = await expectDemoFaqFor(page, 'spesa ammissibile')
    await expect(stemmed.locator('mark')).toHaveText(['spese', 'ammissibili'])
  })

  test('nessun risultato: messaggio e suggerimento; meno di 3 caratteri: nessuna ricerca', async ({ page }) => {
    await page.goto('/cerca?q=zzqxw+ykkj')
    await expect(status(page)).toContainText('Nessun risultato trovato per «zzqxw ykkj»')
    await expect(status(page)).toContainText('Prova con altre parole chiave o con filtri diversi.')
    await expect(hits(page)).toHaveCount(0)
    await page.goto('/cerca?q=pa')
    await expect(status(page)).toHaveText('Scrivi almeno 3 caratteri per avviare la ricerca.')
    await expect(page.getByRole('button', { name: 'Cerca', exact: true }).last()).toBeDisabled()
    await page.locator('#cerca-q').fill('pag')
    await expect(page.locator('form[role="search"] button[type="submit"]').last()).toBeEnabled()
  })

  test('filtri e pagine stanno nell’indirizzo; cambiare filtro torna a pagina 1; le pagine sono limitate a quelle esistenti', async ({ page }) => {
    await page.goto('/cerca?q=programma')
    const text = await status(page).textContent()
    const total = Number(/([\d.]+) risultati/.exec(text ?? '')?.[1]?.replace('.', ''))
    expect(total, 'servono più di 8 risultati per provare le pagine').toBeGreaterThan(8)
    await expect(hits(page)).toHaveCount(8)
    const firstPage = await hits(page).locator('a').first().getAttribute('href')
    await page.getByRole('navigation', { name: 'Pagine dei risultati' }).getByRole('link', { name: 'Pagina 2' }).click()
    await expect(page).toHaveURL(/\/cerca\?q=programma&page=2$/)
    await expect(page.locator('[aria-current="page"]').filter({ hasText: '2' })).toBeVisible()
    expect(await hits(page).locator('a').first().getAttribute('href')).not.toBe(firstPage)

    await filterLabel(page, 'news').click()
    await expect(page).toHaveURL(/\/cerca\?q=programma&filters=news$/)
    await expect(page.locator('.sito-hit__type').first()).toBeVisible()
    const types = await page.locator('.sito-hit__type').allTextContents()
    expect(new Set(types)).toEqual(new Set(['Notizie']))
    await filterLabel(page, 'faq').click()
    await expect(page).toHaveURL(/\/cerca\?q=programma&filters=news,faq$/)
    // "Pagina" is not offered as a filter
    await expect(page.locator('input[name="filters"]')).toHaveCount(7)
    await expect(page.locator('input[name="filters"][value="page"]')).toHaveCount(0)

    const pages = Math.ceil(total / 8)
    await page.goto('/cerca?q=programma&page=999')
    await expect(page.locator('.pagination [aria-current="page"]')).toHaveText(`Pagina ${pages}`)
    await page.goto('/cerca?q=programma&page=abc')
    await expect(page.locator('.pagination [aria-current="page"]')).toHaveText('Pagina 1')
  })

  test('un filtro scelto prima che la pagina abbia il suo codice resta e filtra', async ({ page }) => {
    const release = await holdScripts(page)
    await page.goto('/cerca?q=programma&page=2', { waitUntil: 'domcontentloaded' })
    await filterLabel(page, 'news').click()
    release()
    await expect(page).toHaveURL(/\/cerca\?q=programma&filters=news$/)
    await expect(page.locator('#cerca-filtro-news')).toBeChecked()
    await expect(page.locator('.sito-hit__type').first()).toBeVisible()
    expect(new Set(await page.locator('.sito-hit__type').allTextContents())).toEqual(new Set(['Notizie']))
  })

  test('l’intestazione porta alla ricerca', async ({ page }) => {
    await page.goto('/')
    await page.locator('#cerca-nel-sito').fill('citta metropolitane')
    await page.locator('#cerca-nel-sito').press('Enter')
    await expect(page).toHaveURL(/\/cerca\?q=citta\+metropolitane$/)
    await expect(page.locator('.sito-hit__title a', { hasText: DEMO_FAQ })).toBeVisible()
  })

  test('l’API rifiuta richieste non valide con un messaggio in italiano', async ({ request }) => {
    const bad = await request.get('/api/search?q=ab')
    expect(bad.status()).toBe(400)
    expect(await bad.json()).toEqual({ message: 'Scrivi almeno 3 caratteri per cercare.' })
    const type = await request.get('/api/search?q=cloud&filters=%3Cscript%3E')
    expect(type.status()).toBe(400)
    const ok = await request.get('/api/search?q=citta+metropolitane&filters=faq')
    const body = await ok.json()
    expect(body.hits[0]).toMatchObject({ objectID: expect.stringMatching(/^faq-\d+$/), url: DEMO_FAQ_URL, content_type: 'faq', target: '_self' })
    expect(body.hits[0]._highlightResult.title.value).toContain('<em>città</em>')
    // The block reference (/esempi, noindex) is not in the site search: «video» found it twice before.
    for (const q of ['video', 'esempi']) {
      const urls = ((await (await request.get(`/api/search?q=${q}`)).json()) as { hits: { url: string }[] }).hits.map((h) => h.url)
      expect(urls.filter((url) => url.startsWith('/esempi')), q).toEqual([])
    }
  })
})

test.describe('senza JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('il modulo GET cerca, filtra e pagina', async ({ page }) => {
    await page.goto('/cerca')
    await page.locator('#cerca-q').fill('citta metropolitane')
    await filterLabel(page, 'faq').click()
    await page.locator('form[role="search"] button[type="submit"]').last().click()
    await expect(page).toHaveURL(/\/cerca\?q=citta\+metropolitane&filters=faq$/)
    await expect(page.locator('.sito-hit__title a', { hasText: DEMO_FAQ })).toBeVisible()
    await expect(page.locator('#cerca-filtro-faq')).toBeChecked()
    await page.goto('/cerca?q=programma')
    await page.getByRole('link', { name: 'Pagina 2' }).click()
    await expect(page).toHaveURL(/page=2/)
    await expect(hits(page).first()).toBeVisible()
  })

  test('la ricerca nelle FAQ invia a /cerca filtrato sulle domande frequenti', async ({ page }) => {
    await page.goto('/esempi/ricerca')
    await page.getByLabel('Scrivi la tua domanda').fill('metropolitane')
    await page.getByLabel('Scrivi la tua domanda').press('Enter')
    await expect(page).toHaveURL(/\/cerca\?filters=faq&q=metropolitane$/)
    await expect(page.locator('.sito-hit__title a', { hasText: DEMO_FAQ })).toBeVisible()
  })
})

test.describe('suggerimenti', () => {
  const input = (page: Page) => page.locator('#cerca-q')
  const listbox = (page: Page) => page.getByRole('listbox', { name: 'Ricerche frequenti' })

  test('si aprono col campo vuoto e a fuoco, si chiudono scrivendo, cliccando fuori o uscendo dal campo', async ({ page }) => {
    await page.goto('/cerca')
    await expect(listbox(page)).toBeHidden()
    await input(page).focus()
    await expect(listbox(page)).toBeVisible()
    await expect(input(page)).toHaveAttribute('aria-expanded', 'true')
    await expect(listbox(page).getByRole('option')).toHaveText(['migrazione al cloud', 'pagoPA', 'rendicontazione', 'identità digitale', 'città metropolitane'])
    await input(page).pressSequentially('c')
    await expect(listbox(page)).toBeHidden()
    await expect(input(page)).toHaveAttribute('aria-expanded', 'false')
    await input(page).press('Backspace')
    await expect(listbox(page)).toBeVisible()
    await page.locator('h1').click()
    await expect(listbox(page)).toBeHidden()
    await input(page).focus()
    await expect(listbox(page)).toBeVisible()
    await input(page).press('Tab')
    await expect(listbox(page)).toBeHidden()
  })

  test('si usano da tastiera e la scelta avvia la ricerca', async ({ page }) => {
    await page.goto('/cerca')
    await input(page).focus()
    await input(page).press('Escape')
    await expect(listbox(page)).toBeHidden()
    await input(page).press('ArrowDown')
    await expect(listbox(page)).toBeVisible()
    const options = listbox(page).getByRole('option')
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true')
    await expect(input(page)).toHaveAttribute('aria-activedescendant', (await options.nth(0).getAttribute('id'))!)
    await input(page).press('ArrowDown')
    await input(page).press('ArrowDown')
    await input(page).press('ArrowUp')
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true')
    await expect(input(page)).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id'))!)
    await input(page).press('ArrowUp')
    await input(page).press('ArrowUp')
    await expect(options.nth(4)).toHaveAttribute('aria-selected', 'true')
    await input(page).press('Enter')
    await expect(page).toHaveURL(/\/cerca\?q=citt%C3%A0\+metropolitane$/)
    await expect(input(page)).toHaveValue('città metropolitane')
    await expect(page.locator('.sito-hit__title a', { hasText: DEMO_FAQ })).toBeVisible()
  })

  test('un clic su un suggerimento cerca quella parola', async ({ page }) => {
    await page.goto('/cerca?filters=news')
    await input(page).focus()
    await listbox(page).getByRole('option', { name: 'migrazione al cloud' }).click()
    await expect(page).toHaveURL(/\/cerca\?q=migrazione\+al\+cloud&filters=news$/)
    await expect(status(page)).toContainText('per «migrazione al cloud»')
  })
})

test.describe('ricerca istantanea nelle FAQ', () => {
  test('risultati solo da 3 caratteri e col campo a fuoco, solo domande frequenti, ciascuna col suo collegamento', async ({ page }) => {
    const asked: string[] = []
    page.on('request', (r) => r.url().includes('/api/search') && asked.push(new URL(r.url()).searchParams.get('q') ?? ''))
    await page.clock.install()
    await page.goto('/esempi/ricerca')
    const field = page.getByLabel('Scrivi la tua domanda')
    const results = page.getByRole('list', { name: 'Domande trovate' })
    await field.pressSequentially('me')
    await page.clock.runFor(600) // the page's clock past the debounce: nothing may appear
    await expect(results).toBeHidden()
    await field.pressSequentially('tropolitane')
    await expect(results.getByRole('link', { name: DEMO_FAQ })).toHaveAttribute('href', DEMO_FAQ_URL)
    // Asked before the results arrived, a search for «me» would be recorded by now.
    expect(asked.filter((q) => q.length < 3)).toEqual([])
    const hrefs = await results.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))
    expect(hrefs.every((h) => h.startsWith('/supporto/domande-frequenti/') || h.startsWith('/cerca?'))).toBe(true)
    await page.locator('h1').first().click()
    await expect(results).toBeHidden()
    await field.focus()
    await expect(results).toBeVisible()
    // the results stay while focus moves into them (past the search button)
    await field.press('Tab')
    await page.keyboard.press('Tab')
    await expect(results.getByRole('link').first()).toBeFocused()
    await expect(results).toBeVisible()
    await field.fill('zzqxw')
    await expect(page.locator('.sito-faq-search [role="status"]')).toContainText('Nessun risultato trovato')
  })
})

test.describe('accessibilità di /cerca', () => {
  test('zero violazioni axe: vuota, con risultati, senza risultati, suggerimenti aperti', async ({ page }) => {
    await page.goto('/cerca')
    await expectNoAxeViolations(page)
    await page.locator('#cerca-q').focus()
    await expect(page.getByRole('listbox')).toBeVisible()
    await page.locator('#cerca-q').press('ArrowDown')
    await expectNoAxeViolations(page)
    await page.goto('/cerca?q=programma&filters=news,faq')
    await expect(hits(page).first()).toBeVisible()
    await expectNoAxeViolations(page)
    await page.goto('/cerca?q=zzqxw')
    await expect(status(page)).toContainText('Nessun risultato trovato')
    await expectNoAxeViolations(page)
  })
})

test.describe('aggiornamento dell’indice', () => {
  test.describe.configure({ mode: 'serial' })

  test('una FAQ creata dalla redazione si trova entro pochi secondi, e sparisce quando è cancellata', { tag: '@database' }, async ({ request, editor }) => {
    const word = `xilofono${Date.now().toString(36)}`
    const created = await editor.post('/cms-api/faqs', {
      // Published: a draft is never indexed (FAQs have drafts).
      data: { title: `Domanda sul ${word} comunale`, slug: `ricerca-${word}`, category: 'generali', _status: 'published' },
    })
    expect(created.status()).toBe(201)
    const id = (await created.json()).doc.id
    const count = async () => (await (await request.get(`/api/search?q=${word}&filters=faq`)).json()).nbHits
    await expect.poll(count, { timeout: 15_000, intervals: [250, 500, 1000] }).toBe(1)
    const found = await (await request.get(`/api/search?q=${word}`)).json()
    expect(found.hits[0].url).toBe(`/supporto/domande-frequenti/generali/ricerca-${word}`)
    expect((await editor.delete(`/cms-api/faqs/${id}`)).status()).toBe(200)
    await expect.poll(count, { timeout: 15_000, intervals: [250, 500, 1000] }).toBe(0)
  })
})
