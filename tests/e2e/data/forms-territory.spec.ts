import type { Page } from '@playwright/test'
import { expectNoAxeViolations, expectNoAxeViolationsWithoutJs } from '../support/axe'
import { solveCaptcha } from '../support/captcha'
import { expect, findDocs, test, whereEquals } from '../support/editor'

const PATH = '/supporto/contatta-il-territorio'
const send = (page: Page) => page.getByRole('button', { name: 'Invia', exact: true })

async function fill(page: Page, name: string) {
  await page.getByLabel('Ente o organizzazione').fill('Comune di Esempio')
  await page.getByLabel('Nome e cognome').fill(name)
  await page.getByLabel('Email').fill('segreteria@comune.esempio.it')
  await page.getByLabel('Telefono').fill('06 1234567')
  await page.getByLabel('Area territoriale').selectOption('centro')
  await page.getByLabel('Descrizione della richiesta').fill('Vorremmo un incontro sugli avvisi aperti per i comuni.')
}

test('il modulo territoriale: campi, aree, contatore con avviso oltre 250 e nessuna violazione axe', async ({ page }) => {
  await page.goto(PATH)
  await expect(page.getByLabel('Area territoriale').locator('option')).toHaveText([
    'Scegli un’area',
    'Nord-est',
    'Lombardia',
    'Nord-ovest',
    'Centro',
    'Sud-est',
    'Sud-ovest',
  ])
  await expectNoAxeViolations(page)
  const counter = page.getByText(/\/300 caratteri$/)
  await expect(counter).toHaveText('0/300 caratteri')
  await page.getByLabel('Descrizione della richiesta').fill('a'.repeat(250))
  await expect(counter).not.toHaveAttribute('data-warning')
  await page.getByLabel('Descrizione della richiesta').fill('a'.repeat(251))
  await expect(counter).toHaveAttribute('data-warning', 'true')
  await page.getByLabel('Descrizione della richiesta').fill('a'.repeat(400))
  await expect(counter).toHaveText('300/300 caratteri')
  await expect(page.getByLabel('Descrizione della richiesta')).toHaveAttribute('aria-describedby', /description-conteggio/)
})

test('senza verifica anti-robot: errore nel riepilogo sopra il modulo, legato al campo, con il focus', async ({ page }) => {
  await page.goto(PATH)
  await fill(page, 'Senza verifica')
  await send(page).click()
  const summary = page.locator('[data-error-summary]')
  await expect(summary.getByRole('link')).toHaveText(['Verifica anti-robot: completa la verifica prima di inviare.'])
  await expect(summary).toBeFocused()
  await expectNoAxeViolations(page)
})

test('con JavaScript: invio, conferma, registrazione e ritorno al modulo vuoto', { tag: '@database' }, async ({ page, editor }) => {
  const name = `Maria Bianchi ${Date.now()}`
  await page.goto(PATH)
  await fill(page, name)
  await solveCaptcha(page)
  await send(page).click()
  const success = page.locator('.alert-success')
  await expect(success).toContainText('Messaggio inviato!')
  await expect(success).toBeFocused()
  await expectNoAxeViolations(page)

  const { docs } = await findDocs(editor, 'territoryRequests', whereEquals('name', name))
  expect(docs).toHaveLength(1)
  expect(docs[0]).toMatchObject({ contact: 'Comune di Esempio', area: 'centro', captcha: 'verificato', address: 'segreteria@comune.esempio.it' })

  await page.getByRole('button', { name: 'Invia un nuovo messaggio' }).click()
  await expect(page.getByLabel('Nome e cognome')).toHaveValue('')
  await expect(page.getByLabel('Area territoriale')).toHaveValue('')
  await expect(page.getByRole('checkbox', { name: 'Non sono un robot' })).not.toBeChecked()
})

test('errori: messaggio del server, messaggio predefinito, rete', async ({ page }) => {
  await page.goto(PATH)
  await fill(page, 'Prova errori')
  const alert = page.locator('.alert-danger')

  await page.route('**/api/territory/messages', (route) => route.fulfill({ status: 422, json: { message: 'Email: indirizzo non valido.', field: 'address' } }))
  await solveCaptcha(page)
  await send(page).click()
  const summary = page.locator('[data-error-summary]')
  await expect(summary.getByRole('link')).toHaveText(['Email: indirizzo non valido.'])
  await expect(summary).toBeFocused()
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
  const describedBy = await page.getByLabel('Email').getAttribute('aria-describedby')
  await expect(page.locator(`[id="${describedBy}"]`)).toHaveText('Email: indirizzo non valido.')
  await expectNoAxeViolations(page)

  await page.unroute('**/api/territory/messages')
  await page.route('**/api/territory/messages', (route) => route.fulfill({ status: 500, body: 'oops' }))
  // After an answer from the server the human check starts over.
  await expect(page.getByRole('checkbox', { name: 'Non sono un robot' })).not.toBeChecked()
  await solveCaptcha(page)
  await send(page).click()
  await expect(alert).toHaveText("Errore durante l'invio del form")

  await page.unroute('**/api/territory/messages')
  await page.route('**/api/territory/messages', (route) => route.abort('connectionrefused'))
  await solveCaptcha(page)
  await send(page).click()
  await expect(alert).toHaveText('Errore di connessione o reCAPTCHA. Riprova più tardi.')
  await expectNoAxeViolations(page)
})

test('senza JavaScript: errore con i dati conservati, poi invio registrato come non verificato', async ({ browser, editor }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'x-real-ip': '198.51.100.31' } })
  const page = await context.newPage()
  await page.goto(PATH)
  await expectNoAxeViolationsWithoutJs(page, browser)
  const name = `Luca Verdi ${Date.now()}`
  await fill(page, name)
  await page.getByLabel('Telefono').fill('chiamatemi')
  await send(page).click()
  await expect(page.locator('[data-error-summary]').getByRole('link')).toHaveText(['Telefono: usa solo cifre, spazi e i segni + - ( ) . /'])
  await expect(page.getByLabel('Nome e cognome')).toHaveValue(name)
  await expect(page.getByLabel('Telefono')).toHaveAttribute('aria-invalid', 'true')
  await expectNoAxeViolationsWithoutJs(page, browser)

  await page.getByLabel('Telefono').fill('06 7654321')
  await send(page).click()
  await expect(page.locator('.alert-success')).toContainText('Messaggio inviato!')
  await expectNoAxeViolationsWithoutJs(page, browser)
  const { docs } = await findDocs(editor, 'territoryRequests', whereEquals('name', name))
  expect(docs).toHaveLength(1)
  expect(docs[0]).toMatchObject({ captcha: 'non verificato', phone: '06 7654321' })

  // A robot that fills the honeypot is told "sent", and nothing is stored.
  await page.goto(PATH)
  const robot = `Robot ${Date.now()}`
  await fill(page, robot)
  await page.locator('input[name="sito_web"]').fill('https://spam.example')
  await send(page).click()
  await expect(page.locator('.alert-success')).toContainText('Messaggio inviato!')
  expect((await findDocs(editor, 'territoryRequests', whereEquals('name', robot))).totalDocs).toBe(0)
  await context.close()
})
