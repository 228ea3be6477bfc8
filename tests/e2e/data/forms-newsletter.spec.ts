import type { APIRequestContext, Page } from '@playwright/test'
import { signToken } from '../../../src/forms/shared/signed-token'
import { expectNoAxeViolations, expectNoAxeViolationsWithoutJs } from '../support/axe'
import { countDocs, expect, findDocs, test, whereEquals } from '../support/editor'
import { mailsTo, REJECTED_MARK, type ReceivedMail, waitForMail } from '../support/smtp-sink'

const PAGE = '/novita/newsletter'
const form = (page: Page) => page.locator('#newsletter')
const submit = (page: Page) => form(page).getByRole('button', { name: 'Iscriviti' })

const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@prova.example.it`

/** The confirm and unsubscribe links of a newsletter email, as paths on this site. */
function newsletterLinks(mail: ReceivedMail): { confirm: string; unsubscribe: string } {
  const find = (path: string) => {
    const match = mail.decoded.match(new RegExp(`https?://[^\\s"<>]+${path}\\?token=[\\w.-]+`))
    expect(match, `collegamento ${path} nell’email`).toBeTruthy()
    return new URL(match![0]).pathname + new URL(match![0]).search
  }
  return { confirm: find('/novita/newsletter/conferma'), unsubscribe: find('/novita/newsletter/disiscrizione') }
}

const subscriptionsOf = (editor: APIRequestContext, email: string) => countDocs(editor, 'newsletterSubscriptions', whereEquals('email', email))

async function statusOf(editor: APIRequestContext, email: string) {
  const { docs } = await findDocs(editor, 'newsletterSubscriptions', whereEquals('email', email))
  expect(docs).toHaveLength(1)
  return docs[0].status
}

test('con JavaScript: campi condizionali, invio abilitato solo se valido, errore di rete, successo', async ({ page, editor }) => {
  await page.goto(PAGE)
  await expect(form(page).getByLabel(/^Email/)).toHaveAttribute('type', 'email')
  await expect(submit(page)).toBeDisabled()
  await expect(form(page).getByLabel(/^In quanto/)).toHaveCount(0)
  await expect(form(page).getByLabel(/^Tipo di ente/)).toHaveCount(0)
  await expectNoAxeViolations(page) // idle

  const email = uniqueEmail('js')
  await form(page).getByLabel(/^Email/).fill('non-è-un-indirizzo')
  await form(page).getByLabel(/^Email/).blur()
  const emailError = form(page).getByText('Inserisci un indirizzo email valido')
  await expect(emailError).toBeVisible()
  const errorId = await emailError.getAttribute('id')
  await expect(form(page).getByLabel(/^Email/)).toHaveAttribute('aria-describedby', new RegExp(errorId!))
  await expectNoAxeViolations(page) // field error

  await form(page).getByLabel(/^Email/).fill(email.toUpperCase())
  await form(page).getByLabel(/^Rappresento/).selectOption('pubblica-amministrazione')
  await form(page).getByLabel(/^Nome della struttura/).fill('Comune di Prova')
  await expect(form(page).getByLabel(/^In quanto/)).toBeVisible()
  await expect(submit(page)).toBeDisabled() // inQuanto required for a PA
  await form(page).getByLabel(/^In quanto/).selectOption('dipendente-dell-amministrazione')
  await expect(submit(page)).toBeEnabled()
  await form(page).getByLabel(/^Rappresento/).selectOption('altro')
  await expect(form(page).getByLabel(/^In quanto/)).toHaveCount(0)
  await expect(form(page).getByLabel(/^Tipo di ente/)).toBeVisible()
  await expect(submit(page)).toBeDisabled() // tipoEnte required for altro
  await form(page).getByLabel(/^Tipo di ente/).fill('Università')
  await expect(submit(page)).toBeEnabled()

  // The network fails: the spec's message, above the form, focused; the answers stay.
  await page.route('**/api/newsletter/subscribe', (route) => route.abort('internetdisconnected'))
  await submit(page).click()
  const alert = form(page).getByRole('alert')
  await expect(alert).toHaveText('Errore di connessione. Riprova più tardi.')
  await expect(alert).toBeFocused()
  await expect(form(page).getByLabel(/^Tipo di ente/)).toHaveValue('Università')
  await expectNoAxeViolations(page) // error
  await page.unroute('**/api/newsletter/subscribe')

  await submit(page).click()
  const success = form(page).locator('[data-form-state="success"]')
  await expect(success.getByRole('heading')).toHaveText('Iscrizione completata!')
  await expect(success).toBeFocused()
  await expectNoAxeViolations(page) // success

  await form(page).getByRole('button', { name: 'Iscrivi un altro indirizzo' }).click()
  await expect(form(page).getByLabel(/^Email/)).toHaveValue('')
  await expect(form(page).getByLabel(/^Nome della struttura/)).toHaveValue('')
  await expect(submit(page)).toBeDisabled()
  // Stored lowercase, pending until confirmed.
  expect(await statusOf(editor, email)).toBe('pending')
})

test('doppio opt-in: l’email arriva, il collegamento conferma, la disiscrizione chiede un clic', { tag: '@database' }, async ({ page, request, editor }) => {
  const email = uniqueEmail('optin')
  const sent = await request.post('/api/newsletter/subscribe', {
    data: { email, rappresento: 'fornitore-it', tipoEnte: '', nomeStruttura: 'Servizi Digitali Srl', inQuanto: '' },
  })
  expect(sent.status()).toBe(200)
  expect((await sent.json()).message).toBe('Iscrizione completata!')
  const [mail] = await waitForMail(email)
  expect(mail.decoded).toContain('abbiamo ricevuto una richiesta di iscrizione')
  expect(mail.raw).toMatch(/^List-Unsubscribe:\s+<http/m)
  expect(mail.raw).toMatch(/Content-Type: text\/plain/)
  expect(mail.raw).toMatch(/Content-Type: text\/html/)
  const links = newsletterLinks(mail)

  await page.goto(links.confirm)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conferma dell’iscrizione')
  await expect(page.locator('[data-newsletter-result] .alert')).toContainText('Iscrizione confermata')
  await expectNoAxeViolations(page)
  expect(await statusOf(editor, email)).toBe('confirmed')
  await page.goto(links.confirm)
  await expect(page.locator('[data-newsletter-result] .alert')).toContainText('Iscrizione confermata')

  // Opening the unsubscribe link changes nothing (link scanners); the button does.
  await page.goto(links.unsubscribe)
  expect(await statusOf(editor, email)).toBe('confirmed')
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Annulla l’iscrizione' }).click()
  await expect(page.locator('[data-newsletter-result] .alert')).toContainText('Iscrizione annullata')
  expect(await statusOf(editor, email)).toBe('unsubscribed')
})

test('iscriversi due volte non duplica: in attesa si rinvia la conferma, confermato si avvisa per email; la risposta è sempre la stessa', { tag: '@database' }, async ({ request, editor }) => {
  const email = uniqueEmail('doppia')
  const body = { email, rappresento: 'altro', tipoEnte: 'Associazione', nomeStruttura: 'Amici del digitale', inQuanto: '' }
  expect((await request.post('/api/newsletter/subscribe', { data: body })).status()).toBe(200)
  const again = await request.post('/api/newsletter/subscribe', { data: { ...body, email: `  ${email.toUpperCase()} ` } })
  expect(again.status()).toBe(200)
  expect((await again.json()).message).toBe('Iscrizione completata!')
  const mails = await waitForMail(email, 2)
  expect(await subscriptionsOf(editor, email)).toBe(1)

  const confirmed = await request.get(newsletterLinks(mails[1]).confirm)
  expect(confirmed.status()).toBe(200)
  expect(await statusOf(editor, email)).toBe('confirmed')
  const third = await request.post('/api/newsletter/subscribe', { data: body })
  expect(third.status()).toBe(200)
  expect(await subscriptionsOf(editor, email)).toBe(1)
  expect(await statusOf(editor, email)).toBe('confirmed')
  // The email, sent before the answer (src/forms/newsletter/subscribe.ts), tells the owner; no new confirmation.
  const all = await mailsTo(email)
  expect(all).toHaveLength(3)
  expect(all[2]!.decoded).toContain('che è già iscritto')
})

test('una richiesta ripetuta con la sua chiave (risposta persa, istanza caduta) ha la stessa risposta e nessuna seconda email', { tag: '@database' }, async ({ request, editor }) => {
  // Issue 37: the same request sent again after a lost answer, as the form's script retries it.
  const email = uniqueEmail('ripetuta')
  const headers = { 'X-Real-IP': `203.0.113.${Math.floor(Math.random() * 250) + 1}` }
  const body = { email, rappresento: 'altro', tipoEnte: 'Associazione', nomeStruttura: '', inQuanto: '', chiave: crypto.randomUUID() }
  for (let attempt = 0; attempt < 3; attempt++) {
    const response = await request.post('/api/newsletter/subscribe', { data: body, headers })
    expect(response.status()).toBe(200)
    expect((await response.json()).message).toBe('Iscrizione completata!')
  }
  // Sent before the answer: after three answers, one email.
  await waitForMail(email, 1)
  expect(await mailsTo(email)).toHaveLength(1)
  expect(await subscriptionsOf(editor, email)).toBe(1)
  // Another key is another request (the visitor asked again): a new confirmation.
  expect((await request.post('/api/newsletter/subscribe', { data: { ...body, chiave: crypto.randomUUID() }, headers })).status()).toBe(200)
  await waitForMail(email, 2)
  expect(await mailsTo(email)).toHaveLength(2)
})

test('se il server di posta rifiuta l’email, l’iscrizione resta salvata con l’errore registrato', { tag: '@database' }, async ({ request, editor }) => {
  const email = uniqueEmail(REJECTED_MARK)
  const body = { email, rappresento: 'fornitore-it', tipoEnte: '', nomeStruttura: 'Posta Difficile Srl', inQuanto: '' }
  const response = await request.post('/api/newsletter/subscribe', { data: body })
  // Not «Iscrizione completata!»: without the email the subscription cannot be confirmed.
  expect(response.status()).toBe(503)
  const answer = await response.json()
  expect(answer.message).toMatch(/^Non siamo riusciti a inviarti l’email di conferma: la tua richiesta è registrata/)
  expect(answer.detail).toBeUndefined()
  const {
    docs: [doc],
  } = await findDocs(editor, 'newsletterSubscriptions', whereEquals('email', email))
  expect(doc.status).toBe('pending')
  expect(doc.sendError).toMatch(/550/)
  expect(String(doc.sendError)).not.toContain(email)
  expect((await request.post('/api/newsletter/subscribe', { data: body })).status()).toBe(503)
  expect(await subscriptionsOf(editor, email)).toBe(1)
})

test('collegamenti non validi, manomessi o scaduti: un messaggio chiaro, mai un errore', { tag: '@database' }, async ({ page }) => {
  const expired = signToken('newsletter-confirm', '1', 1000, Date.now() - 10 * 24 * 3600 * 1000)
  const cases: [string, RegExp][] = [
    ['/novita/newsletter/conferma', /incompleto/],
    ['/novita/newsletter/conferma?token=abc.def', /non è valido/],
    [`/novita/newsletter/conferma?token=${expired}`, /scaduto/],
    [`/novita/newsletter/conferma?token=${expired.slice(0, -2)}xx`, /non è valido/],
    [`/novita/newsletter/conferma?token=${'a'.repeat(5000)}.b`, /non è valido/],
    ['/novita/newsletter/disiscrizione?token=%3Cscript%3E', /non è valido/],
    [`/novita/newsletter/disiscrizione?token=${signToken('newsletter-confirm', '1', 60_000)}`, /non è valido/], // wrong purpose
  ]
  for (const [url, message] of cases) {
    const response = await page.goto(url)
    expect(response?.status(), url).toBeLessThan(500)
    await expect(page.locator('[data-newsletter-result] .alert'), url).toContainText(message)
  }
  await expectNoAxeViolations(page)
})

test('senza JavaScript: tutti i campi spiegati, la validazione del server, il successo', async ({ browser, editor }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(PAGE)
  await expect(form(page).getByLabel(/^In quanto/)).toBeVisible()
  await expect(form(page).getByLabel(/^Tipo di ente/)).toBeVisible()
  await expect(form(page).getByText('Obbligatorio se hai scelto «Altro».')).toBeVisible()
  await expect(submit(page)).toBeEnabled()
  await expectNoAxeViolationsWithoutJs(page, browser)

  // Every problem the server finds is listed at once (issue 39: only the first of them was).
  await form(page).getByLabel(/^Email/).fill('nome@comune')
  await form(page).getByLabel(/^Rappresento/).selectOption('pubblica-amministrazione')
  await submit(page).click()
  await expect(form(page).locator('[data-error-summary]').getByRole('link')).toHaveText([
    'Inserisci un indirizzo email valido, ad esempio nome@comune.it.',
    'Indica il tuo ruolo nell’amministrazione.',
    'Inserisci il nome della struttura.',
  ])

  const email = uniqueEmail('nojs')
  await form(page).getByLabel(/^Email/).fill(email)
  await form(page).getByLabel(/^Rappresento/).selectOption('altro')
  await form(page).getByLabel(/^Nome della struttura/).fill('Biblioteca civica')
  await submit(page).click()
  await expect(form(page).locator('[data-error-summary]').getByRole('link')).toHaveText(['Indica il tipo di ente che rappresenti.'])
  await expect(form(page).getByLabel(/^Email/)).toHaveValue(email)
  await expect(form(page).getByLabel(/^Tipo di ente/)).toHaveAttribute('aria-invalid', 'true')
  await expectNoAxeViolationsWithoutJs(page, browser)
  expect(await subscriptionsOf(editor, email)).toBe(0)

  await form(page).getByLabel(/^Tipo di ente/).fill('Biblioteca')
  await submit(page).click()
  await expect(form(page).locator('[data-form-state="success"]').getByRole('heading')).toHaveText('Iscrizione completata!')
  await expectNoAxeViolationsWithoutJs(page, browser)
  await waitForMail(email)
  expect(await statusOf(editor, email)).toBe('pending')
  await form(page).getByRole('button', { name: 'Iscrivi un altro indirizzo' }).click()
  await expect(form(page).getByLabel(/^Email/)).toHaveValue('')
  await context.close()
})

test('le iscrizioni non sono leggibili senza accesso alla redazione', { tag: '@database' }, async ({ request }) => {
  for (const collection of ['newsletterSubscriptions', 'feedbacks']) {
    const anonymous = await request.get(`/cms-api/${collection}`)
    expect(anonymous.status(), collection).toBe(403)
  }
  const forged = await request.post('/cms-api/newsletterSubscriptions', {
    data: { email: 'a@b.it', rappresento: 'altro', nomeStruttura: 'x', status: 'confirmed' },
  })
  expect(forged.status()).toBe(403)
})
