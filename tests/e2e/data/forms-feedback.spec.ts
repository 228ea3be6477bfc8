import type { APIRequestContext, Page } from '@playwright/test'
import { signToken } from '../../../src/forms/shared/signed-token'
import { expectNoAxeViolations, expectNoAxeViolationsWithoutJs } from '../support/axe'
import { countDocs, expect, test } from '../support/editor'
import { openRating } from '../support/forms'

// Each test rates its own page: the tests run in parallel and count the ratings per page.
const PAGE = '/il-programma'
const widget = (page: Page) => page.locator('#valutazione')
/** The page as the widget names it, `pages:3`: the stored feedback's `link`. */
const pageLink = async (page: Page) => (await widget(page).getAttribute('data-page-link'))!

async function feedbacksFor(editor: APIRequestContext, id: string) {
  return countDocs(editor, 'feedbacks', `where[link][equals]=${encodeURIComponent(id)}`)
}

test('con JavaScript: sì/no abilita Invia, la finestra con il commento, il successo', async ({ page, editor }) => {
  await page.goto(PAGE)
  await openRating(page)
  const id = await pageLink(page)
  const before = await feedbacksFor(editor, id)
  const send = widget(page).getByRole('button', { name: 'Invia' })
  await expect(widget(page).getByRole('radiogroup', { name: 'Questa pagina ti è stata utile?' })).toBeVisible()
  await expect(send).toBeDisabled()
  await expectNoAxeViolations(page) // idle

  await widget(page).getByLabel('Sì', { exact: true }).check()
  await expect(send).toBeEnabled()
  await send.click()
  const dialog = page.getByRole('dialog', { name: 'Vuoi aggiungere un commento?' })
  await expect(dialog).toBeVisible()
  await expectNoAxeViolations(page) // modal open

  const comment = dialog.getByLabel('Commento (facoltativo)')
  await comment.fill('Chiaro e completo. '.repeat(30).slice(0, 420))
  await expect(dialog.getByText('420/500 caratteri')).toHaveAttribute('data-warning', 'true')
  await comment.fill('x'.repeat(600))
  await expect(comment).toHaveValue('x'.repeat(500))
  await comment.fill('Mi ha aiutato a capire le scadenze.')
  await expect(dialog.getByText('35/500 caratteri')).not.toHaveAttribute('data-warning', 'true')

  await dialog.getByRole('button', { name: 'Invia' }).click()
  const thanks = widget(page).locator('[data-form-state="success"]')
  await expect(thanks).toContainText('Feedback inviato!')
  await expect(thanks).toContainText('Grazie per il tuo feedback!')
  await expect(thanks).toBeFocused()
  await expect(dialog).toBeHidden()
  await expectNoAxeViolations(page) // success
  expect(await feedbacksFor(editor, id)).toBe(before + 1)
})

test('la finestra si usa da tastiera: Tab resta dentro, Esc chiude e riporta il focus su Invia', async ({ page }) => {
  await page.goto(PAGE)
  await openRating(page)
  await widget(page).getByLabel('No', { exact: true }).focus()
  await page.keyboard.press('Space')
  const opener = widget(page).getByRole('button', { name: 'Invia' })
  await opener.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expect(dialog.locator(':focus')).toHaveCount(1)
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab')
    await expect(dialog.locator(':focus'), `Tab n. ${i + 1}`).toHaveCount(1)
  }
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Shift+Tab')
    await expect(dialog.locator(':focus')).toHaveCount(1)
  }
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
  // Annulla closes too.
  await page.keyboard.press('Enter')
  await dialog.getByRole('button', { name: 'Annulla' }).click()
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
})

test('errori nella finestra: rete o token non disponibili, la finestra resta aperta', async ({ page, editor }) => {
  await page.goto('/novita')
  await openRating(page)
  const id = await pageLink(page)
  const before = await feedbacksFor(editor, id)
  await widget(page).getByLabel('No', { exact: true }).check()
  await widget(page).getByRole('button', { name: 'Invia' }).click()
  const dialog = page.getByRole('dialog')

  await page.route('**/api/feedback/token', (route) => route.abort('connectionrefused'))
  await dialog.getByRole('button', { name: 'Invia' }).click()
  const alert = dialog.getByRole('alert')
  await expect(alert).toContainText('Errore di connessione. Riprova più tardi.')
  await expect(alert).toContainText("Errore nell'ottenimento del token")
  await expect(alert).toBeFocused()
  await expect(dialog).toBeVisible()
  await expectNoAxeViolations(page) // error in the modal
  await page.unroute('**/api/feedback/token')

  await page.route('**/api/feedback/submit', (route) => route.abort('internetdisconnected'))
  await dialog.getByRole('button', { name: 'Invia' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Errore di connessione. Riprova più tardi.')
  await page.unroute('**/api/feedback/submit')
  expect(await feedbacksFor(editor, id)).toBe(before)

  await dialog.getByRole('button', { name: 'Invia' }).click()
  await expect(widget(page).locator('[data-form-state="success"]')).toBeVisible()
  expect(await feedbacksFor(editor, id)).toBe(before + 1)
})

test('senza JavaScript: un modulo semplice, inviato al server', { tag: '@database' }, async ({ browser, editor }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/dichiarazione-di-accessibilita')
  const id = await pageLink(page)
  const before = await feedbacksFor(editor, id)
  await expect(widget(page).getByLabel('Commento (facoltativo)')).toBeVisible()
  await expectNoAxeViolationsWithoutJs(page, browser)
  await widget(page).getByLabel('No', { exact: true }).check()
  await widget(page).getByLabel('Commento (facoltativo)').fill('Manca un esempio pratico.')
  await widget(page).getByRole('button', { name: 'Invia' }).click()
  await expect(widget(page).locator('[data-form-state="success"]')).toContainText('Grazie per il tuo feedback!')
  await expectNoAxeViolationsWithoutJs(page, browser)
  expect(await feedbacksFor(editor, id)).toBe(before + 1)
  await context.close()
})

test('il token: firmato, monouso, scade; senza token o con uno falso si risponde 403', { tag: '@database' }, async ({ request, page }) => {
  await page.goto('/notizie')
  const id = await pageLink(page)
  const submit = (token: string | null, data: unknown = { utile: true, link: id }) =>
    request.post('/api/feedback/submit', { headers: token === null ? {} : { 'X-CSRF-TOKEN': token }, data })

  const issued = await request.post('/api/feedback/token', { data: {} })
  expect(issued.status()).toBe(200)
  const token = (await issued.json()).csrf_token as string
  expect(token).toMatch(/^[\w-]+\.[\w-]+$/)

  const first = await submit(token, { utile: false, commento: '  ', link: id })
  expect(first.status()).toBe(201)
  expect((await first.json()).message).toMatch(/Feedback inviato/)
  const replay = await submit(token)
  expect(replay.status()).toBe(403)
  expect((await replay.json()).message).toMatch(/già stato usato/)

  const expired = signToken('feedback-csrf', '', 1000, Date.now() - 2 * 3600 * 1000)
  for (const [bad, message] of [
    [null, /mancante/],
    ['', /mancante/],
    [expired, /scaduto/],
    [`${token.split('.')[0]}.AAAA`, /non valido/],
    [signToken('newsletter-unsubscribe', '1', 60_000), /non valido/],
  ] as const) {
    const response = await submit(bad)
    expect(response.status(), String(bad)).toBe(403)
    expect((await response.json()).message).toMatch(message)
  }

  const fresh = (await (await request.post('/api/feedback/token', { data: {} })).json()).csrf_token
  const missingPage = await submit(fresh, { utile: true, link: 987654321 })
  expect(missingPage.status()).toBe(422)
  expect((await missingPage.json()).message).toMatch(/non esiste/)
})

test('la redazione esporta le valutazioni in CSV; senza accesso non si esporta nulla', { tag: '@database' }, async ({ editor, anonymous }) => {
  const data = { data: { collectionSlug: 'feedbacks', format: 'csv', sort: 'createdAt' } }
  const refused = await anonymous.post('/cms-api/exports/download', { data })
  expect(refused.status()).toBeGreaterThanOrEqual(400)
  expect(await refused.text()).not.toContain('utile')

  const csv = await editor.post('/cms-api/exports/download', { data })
  expect(csv.status()).toBe(200)
  expect(csv.headers()['content-type']).toMatch(/text\/csv/)
  const [header] = (await csv.text()).split('\n')
  expect(header).toMatch(/Utile/)
  expect(header).toMatch(/Commento/)
  expect(header).not.toMatch(/token/i)
})

test('il riquadro di valutazione è su ogni pagina di contenuto: misure, avvisi, beneficiari, notizie, dati (issue 39)', { tag: '@database' }, async ({ browser, editor }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const pages = [
    ['/misure/1-2-abilitazione-e-facilitazione-migrazione-al-cloud', /^misuras:\d+$/],
    ['/beneficiari/comuni', /^enteBeneficiarios:\d+$/],
    ['/avvisi/avviso-1-4-1-esperienza-dei-servizi-pubblici-comuni', /^announcements:\d+$/],
    ['/notizie/anpr-tutti-i-comuni', /^news:\d+$/],
    ['/open-data/progetti-e-risorse', /^datis:\d+$/],
  ] as const
  for (const [path, link] of pages) {
    await page.goto(path)
    expect(await pageLink(page), path).toMatch(link)
  }
  // Rated without JavaScript on a measure's page: stored under that measure.
  await page.goto(pages[0][0])
  const id = await pageLink(page)
  const before = await feedbacksFor(editor, id)
  await widget(page).getByLabel('Sì', { exact: true }).check()
  await widget(page).getByRole('button', { name: 'Invia' }).click()
  await expect(widget(page).locator('[data-form-state="success"]')).toContainText('Grazie per il tuo feedback!')
  expect(await feedbacksFor(editor, id)).toBe(before + 1)
  await expectNoAxeViolationsWithoutJs(page, browser)
  await context.close()
})
