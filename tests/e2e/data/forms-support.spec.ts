import type { Page } from '@playwright/test'
import { expectNoAxeViolations, expectNoAxeViolationsWithoutJs } from '../support/axe'
import { solveCaptcha, solvedToken } from '../support/captcha'
import { expect, findDocs, test, whereEquals } from '../support/editor'
import { RECORDER_URL, SalesforceRecorder, TEST_FIELD_MAP } from '../support/salesforce-recorder'

// The only spec using the recorder's fixed port: serial, one worker.
test.describe.configure({ mode: 'serial' })

const PATH = '/supporto/richiedi-assistenza'
const recorder = new SalesforceRecorder()

test.beforeAll(async () => {
  await recorder.start()
})
test.afterAll(async () => {
  await recorder.stop()
})

/** A valid request as the form's script sends it (object and captcha added by each test). */
const SENT_BY_API = {
  applicant: 'Pubblica Amministrazione',
  address: 'ufficio.digitale@comune.esempio.it',
  phone: '',
  subject: 'Altro',
  description: 'Richiesta di prova inviata dall’API.',
  notice: 'Nessuno',
}

const submit = (page: Page) => page.getByRole('button', { name: /Invia Richiesta|Invio in corso/ })

async function fillRequired(page: Page, object: string) {
  // Bootstrap Italia draws the radio on its label: a visitor clicks the label, so do we.
  await page.locator('label', { hasText: 'Pubblica Amministrazione' }).click()
  await expect(page.getByRole('radio', { name: 'Pubblica Amministrazione' })).toBeChecked()
  await page.getByLabel('Email').fill('ufficio.digitale@comune.esempio.it')
  await page.getByLabel('Argomento').selectOption('Malfunzionamento piattaforma')
  await page.getByLabel('Avviso').selectOption('1.4.1 Esperienza dei servizi pubblici')
  await page.getByLabel('Oggetto').fill(object)
  await page.getByLabel('Descrizione').fill('Il caricamento degli allegati si interrompe al 90% da ieri pomeriggio.')
}

test('il modulo di assistenza: contatori, regole del pulsante e nessuna violazione axe', async ({ page }) => {
  await page.goto(PATH)
  await expect(page.getByRole('heading', { level: 2, name: 'Lascia i tuoi dati per essere contattato' })).toBeVisible()
  await expect(page.getByText('sono obbligatori')).toBeVisible()
  await expect(page.locator('main a[href="/informativa-privacy"]')).toBeVisible()
  await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email')
  await expect(submit(page)).toBeDisabled()
  await expectNoAxeViolations(page)

  const counter = page.getByText(/\/150 caratteri a disposizione/)
  await expect(counter).toHaveText('0/150 caratteri a disposizione')
  await page.getByLabel('Oggetto').fill('o'.repeat(100))
  await expect(counter).toHaveText('100/150 caratteri a disposizione')
  await expect(counter).not.toHaveAttribute('data-warning')
  await page.getByLabel('Oggetto').fill('o'.repeat(101))
  await expect(counter).toHaveAttribute('data-warning', 'true')
  await page.getByLabel('Oggetto').fill('o'.repeat(200))
  await expect(counter).toHaveText('150/150 caratteri a disposizione')

  const description = page.getByText(/\/32000 caratteri$/)
  await page.getByLabel('Descrizione').fill('d'.repeat(31_950))
  await expect(description).not.toHaveAttribute('data-warning')
  await page.getByLabel('Descrizione').fill('d'.repeat(31_951))
  await expect(description).toHaveAttribute('data-warning', 'true')

  // Every required field filled, still no token: disabled. Then the token: enabled.
  await fillRequired(page, 'Prova delle regole del pulsante')
  await expect(submit(page)).toBeDisabled()
  await solveCaptcha(page)
  await expect(submit(page)).toBeEnabled()
  await page.getByLabel('Email').fill('')
  await expect(submit(page)).toBeDisabled()
  await page.getByLabel('Email').fill('ufficio.digitale@comune.esempio.it')
  await page.getByLabel('Descrizione').fill('')
  await expect(submit(page)).toBeDisabled()
  await expectNoAxeViolations(page)
})

test('con JavaScript: invio, conferma, inoltro a Salesforce una sola volta dal job', { tag: '@database' }, async ({ page, request, editor }) => {
  const object = `Allegati bloccati ${Date.now()}`
  await page.goto(PATH)
  await fillRequired(page, object)
  await page.getByLabel('Telefono (facoltativo)').fill('+39 06 1234567')
  await solveCaptcha(page)
  await submit(page).click()

  const heading = page.getByRole('heading', { name: 'Richiesta di assistenza inviata' })
  await expect(heading).toBeVisible()
  await expect(page.locator('[data-form-state="success"]')).toBeFocused() // the panel: heading and message
  await expect(
    page.getByText('Abbiamo ricevuto la tua richiesta di assistenza su PA digitale 2026. Riceverai una risposta al più presto ai contatti indicati.'),
  ).toBeVisible()
  await expectNoAxeViolations(page)

  // The job (autoRun every 3 s) posts the case to the recorder.
  await expect.poll(() => recorder.postsFor(object).length, { timeout: 30_000 }).toBe(1)
  const [post] = recorder.postsFor(object)
  expect(post.method).toBe('POST')
  expect(post.url).toBe(new URL(RECORDER_URL).pathname + new URL(RECORDER_URL).search)
  expect(post.contentType).toBe('application/x-www-form-urlencoded;charset=UTF-8')
  const form = Object.fromEntries(post.form)
  expect(form).toMatchObject({
    orgid: '00DTEST000000001',
    external: '1',
    origin: 'Area pubblica',
    recordType: '012TEST000000001',
    priority: 'Medium',
    [TEST_FIELD_MAP.applicant]: 'Pubblica Amministrazione',
    email: 'ufficio.digitale@comune.esempio.it',
    phone: '+39 06 1234567',
    [TEST_FIELD_MAP.subject]: 'Malfunzionamento piattaforma',
    subject: object,
    description: 'Il caricamento degli allegati si interrompe al 90% da ieri pomeriggio.',
    [TEST_FIELD_MAP.notice]: '1.4.1 Esperienza dei servizi pubblici',
    debug: '1',
    submit: 'INVIA',
  })
  expect(form['g-recaptcha-response']).toMatch(/^[A-Za-z0-9+/=]{100,}$/)
  const settings = JSON.parse(form.captcha_settings)
  expect(settings).toMatchObject({ keyname: 'sito-test', fallback: 'true', orgId: '00DTEST000000001' })
  expect(Number(settings.ts)).toBeGreaterThan(Date.now() - 120_000)

  // Editors see the request as forwarded, once.
  await expect
    .poll(async () => (await findDocs(editor, 'supportRequests', whereEquals('object', object))).docs[0]?.inoltro, { timeout: 10_000 })
    .toBe('inoltrata')
  const { docs } = await findDocs(editor, 'supportRequests', whereEquals('object', object))
  expect(docs).toHaveLength(1)
  expect(docs[0]).toMatchObject({ captcha: 'verificato', tentativi: 1 })
  expect(docs[0].inoltrataIl).toBeTruthy()
  // A later request, forwarded by a later tick of the runner: still exactly one delivery of the first.
  const later = `${object} (successiva)`
  const sent = await request.post('/api/salesforce/assistenza', {
    data: { ...SENT_BY_API, object: later, captcha: await solvedToken(request) },
  })
  expect(sent.status()).toBe(200)
  await expect.poll(() => recorder.postsFor(later).length, { timeout: 30_000 }).toBe(1)
  expect(recorder.postsFor(object)).toHaveLength(1)

  // Back to an empty form with the human check reset.
  await page.getByRole('button', { name: 'Invia una nuova richiesta' }).click()
  await expect(page.getByLabel('Oggetto')).toHaveValue('')
  await expect(page.getByRole('radio', { name: 'Pubblica Amministrazione' })).not.toBeChecked()
  await expect(page.getByRole('checkbox', { name: 'Non sono un robot' })).not.toBeChecked()
  await expect(submit(page)).toBeDisabled()
})

test('errori: risposta senza successo e eccezione di rete, nell’avviso rosso sopra il modulo', async ({ page }) => {
  await page.goto(PATH)
  await page.route('**/api/salesforce/assistenza', (route) => route.fulfill({ status: 200, json: { success: false } }))
  await fillRequired(page, 'Prova degli errori')
  await solveCaptcha(page)
  await submit(page).click()
  const alert = page.locator('.alert-danger')
  await expect(alert).toHaveText("Errore durante l'invio del form")
  await expect(alert).toBeFocused()
  expect(await alert.evaluate((el) => el.compareDocumentPosition(document.querySelector('form.sito-form')!) & Node.DOCUMENT_POSITION_FOLLOWING)).toBeTruthy()
  await expect(page.getByLabel('Oggetto')).toHaveValue('Prova degli errori')
  await expectNoAxeViolations(page)

  await page.unroute('**/api/salesforce/assistenza')
  await page.route('**/api/salesforce/assistenza', (route) => route.abort('connectionrefused'))
  // After an answer from the server the human check starts over.
  await expect(submit(page)).toBeDisabled()
  await solveCaptcha(page)
  await submit(page).click()
  await expect(alert).toHaveText('Errore di connessione o reCAPTCHA. Riprova più tardi.')
  // A failed attempt spends the token: the check starts over.
  await expect(page.getByRole('checkbox', { name: 'Non sono un robot' })).not.toBeChecked()
  await expect(submit(page)).toBeDisabled()
  await expectNoAxeViolations(page)
})

test('senza JavaScript: errore con i dati conservati, poi invio registrato come non verificato', async ({ browser, editor }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'x-real-ip': '198.51.100.21' } })
  const page = await context.newPage()
  await page.goto(PATH)
  await expect(page.locator('noscript, p').filter({ hasText: 'Senza JavaScript la verifica automatica non è disponibile' }).first()).toBeAttached()
  await expectNoAxeViolationsWithoutJs(page, browser)

  const object = `Senza JavaScript ${Date.now()}`
  await fillRequired(page, object)
  await page.getByLabel('Telefono (facoltativo)').fill('chiamatemi')
  await submit(page).click()
  await expect(page.locator('[data-error-summary]').getByRole('link')).toHaveText(['Telefono: usa solo cifre, spazi e i segni + - ( ) . /'])
  await expect(page.getByLabel('Oggetto')).toHaveValue(object)
  await expect(page.getByLabel('Telefono (facoltativo)')).toHaveAttribute('aria-describedby', /telefono|phone-errore/)
  await expectNoAxeViolationsWithoutJs(page, browser)

  await page.getByLabel('Telefono (facoltativo)').fill('')
  await submit(page).click()
  await expect(page.getByRole('heading', { name: 'Richiesta di assistenza inviata' })).toBeVisible()
  await expectNoAxeViolationsWithoutJs(page, browser)

  const { docs } = await findDocs(editor, 'supportRequests', whereEquals('object', object))
  expect(docs).toHaveLength(1)
  expect(docs[0]).toMatchObject({ captcha: 'non verificato', applicant: 'Pubblica Amministrazione' })
  await expect.poll(() => recorder.postsFor(object).length, { timeout: 30_000 }).toBe(1)

  await page.getByRole('button', { name: 'Invia una nuova richiesta' }).click()
  await expect(page.getByLabel('Oggetto')).toHaveValue('')
  await context.close()
})

test('gli anonimi non leggono le richieste dall’API del CMS', { tag: '@database' }, async ({ request }) => {
  for (const collection of ['supportRequests', 'territoryRequests', 'onceKeys', 'payload-jobs']) {
    const response = await request.get(`/cms-api/${collection}`)
    expect(response.status(), collection).toBe(403)
  }
})

test('il messaggio del server arriva al visitatore: dopo troppe richieste dice di attendere (issue 39)', async ({ browser, request }) => {
  // A real refusal: this address has spent the endpoint's requests for the window.
  const visitor = { 'x-real-ip': '198.51.100.77' }
  let refusal: { status: number; message?: string } = { status: 0 }
  for (let i = 0; i < 400 && refusal.status !== 429; i++) {
    const answer = await request.post('/api/salesforce/assistenza', { headers: visitor, data: {} })
    refusal = { status: answer.status(), message: (await answer.json()).message }
  }
  expect(refusal.status).toBe(429)
  expect(refusal.message).toBeTruthy()
  const context = await browser.newContext({ extraHTTPHeaders: visitor })
  const page = await context.newPage()
  await page.goto(PATH)
  await fillRequired(page, 'Dopo troppe richieste')
  await solveCaptcha(page)
  await submit(page).click()
  await expect(page.locator('.alert-danger')).toHaveText(refusal.message!)
  await context.close()
})
