import { expect, type Locator, type Page, test } from '@playwright/test'
import { expectNoAxeViolations } from '../support/axe'
import { openForm, openRating } from '../support/forms'

// Keyboard only: invalid data typed, Tab to the submit button, Enter. The GOV.UK error summary
// takes focus and links every error to its field, which has its message, aria-invalid and
// aria-describedby; axe finds nothing with the errors shown. Nothing is sent (the data is invalid).

/** Tab from where the focus is until `target` has it, then Enter. */
async function tabToAndPress(page: Page, target: Locator) {
  for (let i = 0; i < 60; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) break
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
  await page.keyboard.press('Enter')
}

/** The summary has the focus and lists `count` errors; each link leads to an invalid field that names its message. */
async function expectSummary(page: Page, summary: Locator, count: number) {
  await expect(summary).toBeFocused()
  const links = summary.getByRole('link')
  await expect(links).toHaveCount(count)
  for (const link of await links.all()) {
    const message = (await link.textContent())!.trim()
    const id = decodeURIComponent((await link.getAttribute('href'))!.slice(1))
    const field = page.locator(`[id="${id}"]`)
    const group = field.locator('xpath=ancestor::fieldset[1]')
    const isGroup = (await field.evaluate((el) => el.tagName)) === 'FIELDSET'
    // A field, or the group of a radio button; the captcha is a group whose widget is not ours.
    const holder = isGroup || (await field.getAttribute('aria-invalid')) ? field : group
    if (!isGroup) await expect(holder, message).toHaveAttribute('aria-invalid', 'true')
    const described = (await holder.getAttribute('aria-describedby')) ?? ''
    const texts = await Promise.all(described.split(' ').filter(Boolean).map((d) => page.locator(`[id="${d}"]`).textContent()))
    expect(texts.join(' '), message).toContain(message)
  }
  // The first link, from the keyboard, puts the focus on its field.
  await links.first().focus()
  await page.keyboard.press('Enter')
  const firstId = decodeURIComponent((await links.first().getAttribute('href'))!.slice(1))
  expect(await page.evaluate((id) => document.activeElement?.id === id || !!document.getElementById(id)?.contains(document.activeElement), firstId)).toBe(true)
}

test('richiesta di assistenza: errori nel riepilogo e sotto ogni campo, il pulsante resta raggiungibile', async ({ page }) => {
  await openForm(page, '/supporto/richiedi-assistenza')
  const submit = page.getByRole('button', { name: 'Invia Richiesta' })
  await expect(submit).toHaveAttribute('aria-disabled', 'true')
  await expect(page.getByText(/^Per inviare completa: chi sei, email/)).toBeVisible()
  await page.getByLabel('Email').focus()
  await page.keyboard.type('non-una-email')
  await page.keyboard.press('Tab')
  await page.keyboard.type('06')
  await tabToAndPress(page, submit)
  const summary = page.locator('[data-error-summary]')
  await expectSummary(page, summary, 8)
  await expect(summary).toContainText('Email: indirizzo non valido.')
  await expectNoAxeViolations(page)
  // Fixing a field updates its message and the summary at once.
  await page.getByLabel('Email').fill('ufficio@comune.esempio.it')
  await expect(summary).not.toContainText('Email:')
  await expect(page.getByLabel('Email')).not.toHaveAttribute('aria-invalid', 'true')
})

test('contatto con il territorio: ogni errore, con il telefono troppo corto spiegato', async ({ page }) => {
  await openForm(page, '/supporto/contatta-il-territorio')
  await page.getByLabel('Telefono').focus()
  await page.keyboard.type('06123')
  const submit = page.getByRole('button', { name: 'Invia', exact: true })
  await expect(submit).toBeEnabled()
  await tabToAndPress(page, submit)
  const summary = page.locator('[data-error-summary]')
  await expectSummary(page, summary, 7)
  await expect(summary).toContainText('Telefono: il numero è troppo corto')
  await expectNoAxeViolations(page)
})

test('newsletter: il ruolo è richiesto e spiegato, ogni errore raggiungibile, il riepilogo si aggiorna', async ({ page }) => {
  await openForm(page, '/novita/newsletter')
  const form = page.locator('#newsletter')
  const submit = form.getByRole('button', { name: 'Iscriviti' })
  await expect(submit).toHaveAttribute('aria-disabled', 'true') // hydrated: the form checks itself
  await form.getByLabel(/^Email/).focus()
  await page.keyboard.type('nome@')
  await page.keyboard.press('Tab')
  await page.keyboard.press('ArrowDown') // Rappresento: the first choice, a public administration
  const inQuanto = form.getByLabel(/^In quanto/)
  await expect(inQuanto).toHaveAttribute('required', '')
  await tabToAndPress(page, submit)
  const summary = form.locator('[data-error-summary]')
  await expectSummary(page, summary, 3)
  await expect(summary).toContainText('Inserisci un indirizzo email valido')
  await expect(summary).toContainText('Indica il tuo ruolo nell’amministrazione.')
  await expect(summary).toContainText('Inserisci il nome della struttura.')
  await form.getByLabel(/^Nome della struttura/).fill('Comune di Esempio')
  await form.getByLabel(/^Email/).fill('nome@comune.esempio.it')
  await expect(summary.getByRole('link')).toHaveText(['Indica il tuo ruolo nell’amministrazione.'])
  await expectNoAxeViolations(page)
})

test('valutazione della pagina: Invia senza risposta spiega cosa manca', async ({ page }) => {
  await page.goto('/il-programma')
  await openRating(page)
  const send = page.getByRole('button', { name: 'Invia', exact: true })
  await expect(send).toHaveAttribute('aria-disabled', 'true')
  await send.focus()
  await page.keyboard.press('Enter')
  const summary = page.locator('[data-error-summary]')
  await expectSummary(page, summary, 1)
  await expect(summary).toContainText('Indica se la pagina ti è stata utile')
  await expectNoAxeViolations(page)
  await page.keyboard.press('Space') // the focus is on «Sì»
  await expect(summary).toHaveCount(0)
  await expect(page.getByRole('dialog')).toBeHidden()
})
