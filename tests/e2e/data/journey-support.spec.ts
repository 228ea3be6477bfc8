import type { Browser, Page } from '@playwright/test'
import { expectNoAxeViolations, expectNoAxeViolationsWithoutJs } from '../support/axe'
import { solveCaptcha } from '../support/captcha'
import { expect, findDocs, test, whereEquals } from '../support/editor'

const FAQ = '/supporto/domande-frequenti/rendicontazione/cambio-iban-conto-tesoreria'

async function fillRequest(page: Page, object: string) {
  await page.locator('label', { hasText: 'Pubblica Amministrazione' }).click()
  await page.getByLabel('Email').fill('ufficio.digitale@comune.esempio.it')
  await page.getByLabel('Argomento').selectOption('Altro')
  await page.getByLabel('Avviso').selectOption('1.4.1 Esperienza dei servizi pubblici')
  await page.getByLabel('Oggetto').fill(object)
  await page.getByLabel('Descrizione').fill('La risposta della FAQ non copre il caso del conto di tesoreria unica: come procedo?')
}

for (const javaScriptEnabled of [true, false]) {
  const mode = javaScriptEnabled ? 'con JavaScript' : 'senza JavaScript'

  // On PostgreSQL the no-JS journey only: the JavaScript one stores the same request.
  const tag = javaScriptEnabled ? [] : ['@database']
  test(`da una FAQ alla richiesta di assistenza inviata (${mode})`, { tag }, async ({ browser, editor }) => {
    const context = await browser.newContext({ javaScriptEnabled, extraHTTPHeaders: { 'x-real-ip': javaScriptEnabled ? '198.51.100.31' : '198.51.100.32' } })
    const page = await context.newPage()
    const checkAxe = (b: Browser) => (javaScriptEnabled ? expectNoAxeViolations(page) : expectNoAxeViolationsWithoutJs(page, b))
    await page.goto(FAQ)
    const help = page.getByRole('region', { name: 'Non hai trovato la risposta?' })
    await expect(help).toBeVisible()
    await checkAxe(browser)
    await help.getByRole('link', { name: 'Chiedi assistenza' }).click()
    await expect(page).toHaveURL(/\/supporto\/richiedi-assistenza$/)
    await expect(page.getByRole('heading', { level: 2, name: 'Lascia i tuoi dati per essere contattato' })).toBeVisible()
    await checkAxe(browser)

    const object = `Dalla FAQ ${mode} ${Date.now()}`
    await fillRequest(page, object)
    if (javaScriptEnabled) await solveCaptcha(page)
    await page.getByRole('button', { name: 'Invia Richiesta' }).click()
    await expect(page.getByRole('heading', { name: 'Richiesta di assistenza inviata' })).toBeVisible()
    await checkAxe(browser)
    const { docs } = await findDocs(editor, 'supportRequests', whereEquals('object', object))
    expect(docs).toHaveLength(1)
    await context.close()
  })
}
