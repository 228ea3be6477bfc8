import { expect, test } from '@playwright/test'
import { solveCaptcha } from '../support/captcha'
import { holdScripts, hydrated } from '../support/scripts'

// A form page's checks (zod) and captcha widget are not run at load, where they would block the
// main thread while the page is still loading: they load on the visitor's first focus or touch,
// the captcha also when it comes near the screen. Its room is kept, so nothing moves then.

const PATH = '/supporto/richiedi-assistenza'
const widgetDefined = (page: import('@playwright/test').Page) => page.evaluate(() => customElements.get('altcha-widget') !== undefined)

test.use({ viewport: { width: 390, height: 800 } })

test('il controllo anti-robot si carica alla prima interazione, senza spostare la pagina', async ({ page }) => {
  await page.goto(PATH)
  await hydrated(page)
  expect(await widgetDefined(page)).toBe(false)
  const widget = page.locator('altcha-widget')
  const button = page.getByRole('button', { name: 'Invia Richiesta' })
  // Positions in the page, not the viewport (focusing a field may scroll).
  const top = (el: Element) => el.getBoundingClientRect().top + window.scrollY
  const height = (el: Element) => el.getBoundingClientRect().height
  const before = { widget: await widget.evaluate(height), button: await button.evaluate(top) }
  expect(before.widget).toBeGreaterThanOrEqual(48)

  await page.getByLabel(/^Email/).focus()
  await expect(widget.getByText('Non sono un robot')).toBeVisible()
  expect(await widget.evaluate(height)).toBe(before.widget)
  expect(await button.evaluate(top)).toBe(before.button)
})

test('il controllo anti-robot si carica anche scorrendo fino al modulo', async ({ page }) => {
  await page.goto(PATH)
  await hydrated(page)
  expect(await widgetDefined(page)).toBe(false)
  await page.locator('altcha-widget').scrollIntoViewIfNeeded()
  await expect(page.locator('altcha-widget').getByText('Non sono un robot')).toBeVisible()
})

// The feedback widget at the foot of every rated page: a plain form at load (it works with or
// without JavaScript); the code of its comment dialog loads only as the visitor nears it.
test('la valutazione della pagina carica la finestra del commento solo avvicinandosi', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()))
  await page.goto('/il-programma')
  await hydrated(page)
  const widget = page.locator('#valutazione')
  await expect(widget.getByRole('radiogroup')).toHaveCount(0)
  await expect(widget.getByLabel('Commento (facoltativo)')).toBeAttached() // the plain form
  const atLoad = scripts.length

  await widget.scrollIntoViewIfNeeded()
  await expect(widget.getByRole('radiogroup', { name: 'Questa pagina ti è stata utile?' })).toBeVisible()
  expect(scripts.length).toBeGreaterThan(atLoad) // the dialog's chunk, fetched only now
  await expect(widget.getByRole('button', { name: 'Invia' })).toHaveAttribute('aria-disabled', 'true')
})

test('la valutazione resta il modulo semplice se il visitatore lo ha già iniziato, e si invia', async ({ page }) => {
  let held = false
  let answered!: () => void
  const visitorAnswered = new Promise<void>((resolve) => (answered = resolve))
  await page.route('**/_next/static/chunks/**', async (route) => {
    // Holds back the chunks fetched after load (the dialog's) until the visitor has answered.
    if (held) await visitorAnswered
    await route.continue()
  })
  await page.goto('/open-data') // a page no other test rates
  await hydrated(page)
  held = true
  const widget = page.locator('#valutazione')
  const dialogCode = page.waitForResponse((r) => r.url().includes('/_next/static/chunks/'))
  await widget.getByLabel('Sì', { exact: true }).check()
  answered()
  await dialogCode
  await expect(widget.locator('[data-plain-kept]')).toBeAttached() // its import resolved, and was declined
  await expect(widget.getByRole('radiogroup')).toHaveCount(0)
  await expect(widget.getByLabel('Sì', { exact: true })).toBeChecked()
  await widget.getByRole('button', { name: 'Invia' }).click()
  await expect(widget.locator('[data-form-state="success"]')).toContainText('Grazie per il tuo feedback!')
  await expect(widget.locator('[data-form-state="success"]')).toBeFocused() // as in the dialog version
})

test('il testo scritto prima che la pagina abbia il suo codice resta nel campo e si invia', async ({ page }) => {
  const release = await holdScripts(page)
  await page.goto('/supporto/contatta-il-territorio', { waitUntil: 'domcontentloaded' })
  await page.getByLabel('Ente o organizzazione').fill('Comune di Esempio')
  release()
  await expect(page.locator('form.sito-form[novalidate]')).toHaveCount(1) // hydrated
  await page.getByLabel('Nome e cognome').fill('Scritto prima del codice') // the form renders again
  await expect(page.getByLabel('Ente o organizzazione')).toHaveValue('Comune di Esempio')
  await page.getByLabel('Email').fill('segreteria@comune.esempio.it')
  await page.getByLabel('Telefono').fill('06 1234567')
  await page.getByLabel('Area territoriale').selectOption('centro')
  await page.getByLabel('Descrizione della richiesta').fill('Vorremmo un incontro sugli avvisi aperti per i comuni.')
  let sent: Record<string, unknown> | null = null
  // The server's answer is not what this test is about: nothing is stored.
  await page.route('**/api/territory/messages', (route) => {
    sent = route.request().postDataJSON()
    return route.fulfill({ status: 422, json: { message: 'Email: indirizzo non valido.', field: 'address' } })
  })
  await solveCaptcha(page)
  await page.getByRole('button', { name: 'Invia', exact: true }).click()
  await expect(page.locator('[data-error-summary]')).toBeVisible()
  expect(sent).toMatchObject({ contact: 'Comune di Esempio', name: 'Scritto prima del codice' })
})

test('anche nell’iscrizione alla newsletter, quanto scelto prima del codice della pagina resta e si invia', async ({ page }) => {
  const release = await holdScripts(page)
  await page.goto('/novita/newsletter', { waitUntil: 'domcontentloaded' })
  const form = page.locator('#newsletter')
  await form.getByLabel(/^Email/).fill('ufficio.digitale@comune.esempio.it')
  await form.getByLabel(/^Rappresento/).selectOption('pubblica-amministrazione')
  release()
  await expect(form.locator('form[novalidate]')).toHaveCount(1) // hydrated
  await form.getByLabel(/^Nome della struttura/).fill('Comune di Esempio') // the form renders again
  await expect(form.getByLabel(/^Email/)).toHaveValue('ufficio.digitale@comune.esempio.it')
  await form.getByLabel(/^In quanto/).selectOption('dipendente-dell-amministrazione')
  let sent: Record<string, unknown> | null = null
  // The server's answer is not what this test is about: nothing is stored.
  await page.route('**/api/newsletter/subscribe', (route) => {
    sent = route.request().postDataJSON()
    return route.fulfill({ status: 422, json: { message: 'Email: indirizzo non valido.', field: 'email' } })
  })
  await form.getByRole('button', { name: 'Iscriviti' }).click()
  await expect(form.getByLabel(/^Email/)).toHaveAttribute('aria-invalid', 'true')
  expect(sent).toMatchObject({ email: 'ufficio.digitale@comune.esempio.it', rappresento: 'pubblica-amministrazione', nomeStruttura: 'Comune di Esempio' })
})
