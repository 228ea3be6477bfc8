import type { Locator, Page } from '@playwright/test'
import { EDITOR_STATE, expect, findDocs, test, whereEquals } from '../support/editor'
import { account, browserAs, ensureAccount } from '../support/roles'
import { waitForMail } from '../support/smtp-sink'

// Issue 31: what an Italian editor types is what is saved. Dates day first, numbers with the
// dot for thousands, one date ordering the news, the admin's words in Italian.
test.use({ storageState: EDITOR_STATE })

/** Types into an input as a person does (react-datepicker reads keystrokes), then leaves it. */
async function typeAndLeave(input: Locator, text: string) {
  await input.click()
  await input.press('ControlOrMeta+a')
  await input.pressSequentially(text)
  await input.press('Tab')
}

/** A paste from Excel or LibreOffice: tab-separated rows on the clipboard. */
async function paste(input: Locator, text: string) {
  await input.evaluate((el, clip) => {
    const data = new DataTransfer()
    data.setData('text/plain', clip)
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
  }, text)
}

test('date e numeri scritti all’italiana sono salvati come li intende chi li scrive', async ({ page, editor }) => {
  const marker = Date.now()
  // Dates: 01/12/2026 is the 1st of December; a day that does not exist is an error on the field.
  await page.goto('/admin/collections/announcements/create')
  await page.locator('#field-name').fill(`Avviso date ${marker}`)
  const start = page.getByLabel('Data di apertura')
  await typeAndLeave(start, '01/12/2026')
  await expect(start).toHaveValue('01/12/2026')
  const end = page.getByLabel('Data di chiusura')
  await page.locator('#field-url').fill('/avvisi')
  await typeAndLeave(end, '30/11/2027')
  await typeAndLeave(end, '31/02/2027')
  await expect(page.getByText('«31/02/2027» non è una data valida: scrivila come gg/mm/aaaa').first()).toBeVisible()
  await expect(end).toHaveAttribute('aria-invalid', 'true')
  // Publishing with that text is refused (it published the previous date, 30/11/2027, without a word).
  const refusedDate = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().includes('/cms-api/announcements/') && !r.url().includes('autosave'))
  await page.locator('#action-save').click()
  expect((await refusedDate).status()).toBe(400)
  await expect(page.getByText('Controlla questo campo:')).toBeVisible()
  await typeAndLeave(end, '30/11/2027')
  await expect(end).toHaveValue('30/11/2027')
  await expect(end).not.toHaveAttribute('aria-invalid', 'true')
  await page.locator('#action-save').click()
  await expect(async () => {
    const [avviso] = (await findDocs(editor, 'announcements', whereEquals('name', `Avviso date ${marker}`))).docs
    expect(String(avviso?.startDate)).toMatch(/^2026-12-01/)
    expect(String(avviso?.endDate)).toMatch(/^2027-11-30/)
  }).toPass({ timeout: 15_000 })

  // Numbers: 11.200 is eleven thousand two hundred; a block pasted from Excel fills rows and columns.
  const created = await editor.post('/cms-api/pages', {
    data: {
      title: `Numeri ${marker}`,
      slug: `numeri-${marker}`,
      _status: 'published',
      body: [
        {
          blockType: 'chart',
          anchor: 'progetti',
          title: 'Progetti',
          chartData: { config: { type: 'bar', categoryLabel: 'Regione', series: [{ name: 'Progetti' }] }, data: [['Lazio', 1]] },
          kpi: [{ label: 'Progetti finanziati', value: 1, backgroundColor: 'blu' }],
        },
      ],
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const id = (await created.json()).doc.id as number
  await page.goto(`/admin/collections/pages/${id}`)
  await page.getByLabel('Progetti, riga 1').fill('11.200')
  await expect(page.getByText('Pubblicato: 11.200', { exact: true })).toBeVisible()
  await paste(page.getByLabel('Regione, riga 1'), 'Regione\tProgetti\r\nLombardia\t11.200,50\r\nLazio\t980\r\nPuglia\t1.5\r\n')
  // Leaving before autosave has stored the paste asks first (it was lost without a word).
  await page.locator('.step-nav').getByRole('link', { name: 'Pagine' }).click()
  await page.getByRole('button', { name: 'Rimani su questa pagina' }).click()
  await expect(page.locator('.sito-chart-editor__table tbody tr')).toHaveCount(3)
  const puglia = page.getByLabel('Progetti, riga 3')
  await expect(puglia).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('«1.5» non è chiaro: per i decimali usa la virgola').first()).toBeVisible()
  await puglia.fill('1,5')
  await expect(puglia).not.toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('Pubblicato: 1,5', { exact: true })).toBeVisible()
  // The KPI's value is typed the Italian way too.
  await page.getByRole('textbox', { name: /^Valore/ }).fill('11.200')
  await expect(page.getByText('Pubblicato: 11.200', { exact: true })).toBeVisible()

  // Autosave stores what was pasted and typed: the admin shows it again after a reload.
  const draft = async () => {
    const doc = await (await editor.get(`/cms-api/pages/${id}?draft=true&depth=0`)).json()
    return [doc.body?.[0]?.chartData?.data, doc.body?.[0]?.kpi?.[0]?.value]
  }
  await expect.poll(draft, { timeout: 15_000 }).toEqual([[['Lombardia', 11200.5], ['Lazio', 980], ['Puglia', 1.5]], 11200])
  await page.reload()
  const cells = page.locator('.sito-chart-editor__table tbody input')
  await expect.poll(() => cells.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value))).toEqual(['Lombardia', '11.200,5', 'Lazio', '980', 'Puglia', '1,5'])
  await expect(page.getByRole('textbox', { name: /^Valore/ })).toHaveValue('11.200')

  // What the table stores (a number, or the cell as typed when unreadable): publishing the typed
  // cell is refused with the chart, the row and the column named; the number is published.
  const chart = (cell: number | string) => [
    { blockType: 'chart', anchor: 'progetti', title: 'Progetti', chartData: { config: { type: 'bar', categoryLabel: 'Regione', series: [{ name: 'Progetti' }] }, data: [['Lombardia', 11200.5], ['Puglia', cell]] } },
  ]
  const refused = await editor.patch(`/cms-api/pages/${id}`, { data: { _status: 'published', body: chart('1.5') } })
  expect(refused.status()).toBe(400)
  expect((await refused.json()).errors[0].message).toBe(
    '«Progetti»: Dati del grafico, riga 2, «Progetti»: «1.5» non è chiaro: per i decimali usa la virgola (es. 1,5); il punto separa le migliaia (es. 11.200).',
  )
  expect((await editor.patch(`/cms-api/pages/${id}`, { data: { _status: 'published', body: chart(1.5) } })).status()).toBe(200)
})

test('ogni numero si scrive all’italiana: un numero illeggibile è un errore sul campo e non si salva', async ({ page, editor }) => {
  const created = await editor.post('/cms-api/misuras', { data: { label: `Misura numeri ${Date.now()}`, risorseInEuro: 5 } })
  expect(created.status(), await created.text()).toBe(201)
  const id = (await created.json()).doc.id as number
  const stored = async () => (await (await editor.get(`/cms-api/misuras/${id}?depth=0`)).json()).risorseInEuro
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(`/admin/collections/misuras/${id}`)
  const euro = page.getByLabel('Risorse in euro')
  await expect(euro).toHaveAttribute('inputmode', 'decimal')
  await euro.fill('1.5')
  await euro.press('Tab')
  await expect(euro).toHaveAttribute('aria-invalid', 'true')
  await expect(euro).toHaveAccessibleDescription('«1.5» non è chiaro: per i decimali usa la virgola (es. 1,5); il punto separa le migliaia (es. 11.200).')
  const refused = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().includes(`/cms-api/misuras/${id}`))
  await page.locator('#action-save').click()
  expect((await refused).status()).toBe(400)
  await expect(page.getByText('Controlla questo campo:')).toBeVisible()
  await expect(euro).toHaveAccessibleDescription(/^«1.5» non è chiaro/)
  expect(await stored()).toBe(5)

  await euro.fill('1.250.000')
  await expect(euro).not.toHaveAttribute('aria-invalid', 'true')
  await expect(euro).toHaveAccessibleDescription('Pubblicato: 1.250.000 €')
  await euro.evaluate((el) => el.closest('.field-type')!.scrollIntoView({ block: 'center' }))
  await page.locator('#action-save').click()
  await expect.poll(stored, { timeout: 15_000 }).toBe(1_250_000)
  await page.reload()
  await expect(euro).toHaveValue('1.250.000')
  expect((await editor.delete(`/cms-api/misuras/${id}`)).status()).toBe(200)
})

/** Where each title first appears in a text (-1 if missing). */
const order = (text: string, titles: string[]) => titles.map((t) => text.indexOf(t))

test('una notizia senza data di aggiornamento è ordinata per la sua data ovunque', { tag: '@database' }, async ({ page, editor }) => {
  const marker = Date.now()
  const dated = `Notizia datata ${marker}`
  const undated = `Notizia senza data ${marker}`
  // Updated a minute ago (newer than every seeded news item), then one without the date, created now.
  for (const [title, customUpdateDate] of [[dated, new Date(Date.now() - 60_000).toISOString()], [undated, undefined]] as const) {
    const response = await editor.post('/cms-api/news', { data: { title, slug: `ordine-${title.includes('senza') ? 'senza' : 'datata'}-${marker}`, summary: 'Prova', customUpdateDate, _status: 'published' } })
    expect(response.status(), await response.text()).toBe(201)
  }
  for (const path of ['/notizie', '/notizie/feed.xml', '/']) {
    await expect(async () => {
      const [u, d] = order(await (await page.request.get(path)).text(), [undated, dated])
      expect(u, `${path}: la notizia senza data`).toBeGreaterThanOrEqual(0)
      expect(u, `${path}: prima di quella datata`).toBeLessThan(d!)
    }).toPass({ timeout: 15_000, intervals: [500, 1000] })
  }
  await page.goto('/admin/collections/news')
  const [u, d] = order(await page.locator('table tbody').innerText(), [undated, dated])
  expect(u).toBeGreaterThanOrEqual(0)
  expect(u).toBeLessThan(d!)
})

async function expectItalian(page: Page) {
  await expect(page.locator('body')).not.toContainText(/\b(Dashboard|Login|Log out|Modificare|Cancella|Pubblicare)\b/)
}

test('la redazione parla italiano: pulsanti, conferme, errori, date', async ({ page, browser, baseURL, editor, playwright }) => {
  const anonymous = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } })
  const login = await anonymous.newPage()
  await login.goto('/admin/login')
  await expect(login.getByRole('button', { name: 'Accedi' })).toBeVisible()
  await expectItalian(login)
  await anonymous.close()

  await page.goto('/admin')
  await expect(page.getByText('Bacheca').first()).toBeVisible()
  await expectItalian(page)

  // A document: no API tab; the delete dialog's way out is «Annulla».
  const created = await editor.post('/cms-api/faqs?draft=true', { data: { title: `Domanda ${Date.now()}`, slug: `domanda-${Date.now()}`, _status: 'draft' } })
  const faq = (await created.json()).doc.id as number
  await page.goto(`/admin/collections/faqs/${faq}`)
  await expect(page.getByRole('link', { name: 'API', exact: true })).toHaveCount(0)
  await page.locator('.doc-controls__popup button').first().click()
  await page.locator('#action-delete').click()
  await expect(page.getByRole('button', { name: 'Annulla' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Cancella', exact: true })).toHaveCount(0)
  await page.getByRole('button', { name: 'Annulla' }).click()
  // The amministratore starts editing it: Payload locks the document for them.
  await page.locator('#field-title').fill(`Domanda in modifica ${Date.now()}`)

  // A redattore opening the redirects: a sentence saying who can, not «devi essere loggato».
  const admin = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `JWT ${(await editor.storageState()).cookies.find((c) => c.name === 'payload-token')!.value}` } })
  await ensureAccount(admin, 'redattore')
  await admin.dispose()
  const redattore = await browserAs(browser, baseURL!, 'redattore')
  const tab = await redattore.newPage()
  // The FAQ is open in the amministratore's page: the redattore is told who holds it, by name.
  await expect.poll(async () => (await findDocs(editor, 'payload-locked-documents', whereEquals('document.value', String(faq)))).totalDocs).toBe(1)
  await tab.goto(`/admin/collections/faqs/${faq}`)
  const locked = tab.locator('.document-locked')
  await expect(locked).toContainText('Redazione demo sta modificando questo documento.')
  await expect(locked).not.toContainText('@')
  // The date as Italians write it, not «Nov 27, 2026, 11:27 PM» (issue 38, problem 7).
  await expect(locked).toContainText(/Ultima attività: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/)
  await expect(locked).not.toContainText(/ (AM|PM)\b/)
  await locked.getByRole('button', { name: 'Torna indietro' }).click()
  await tab.goto('/admin/collections/redirects')
  await expect(tab.locator('body')).not.toContainText('devi essere loggato')
  await expectItalian(tab)
  await redattore.close()
})

test('revisione: il redattore crea e invia, il caporedattore riceve l’email, rimanda e pubblica; la storia resta', async ({ browser, baseURL, editor, playwright }) => {
  const admin = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `JWT ${(await editor.storageState()).cookies.find((c) => c.name === 'payload-token')!.value}` } })
  await ensureAccount(admin, 'redattore')
  await ensureAccount(admin, 'caporedattore')
  await admin.dispose()
  const marker = Date.now()

  // The redattore writes a new FAQ: the slug follows the title, also after autosave has created the draft.
  const redattore = await browserAs(browser, baseURL!, 'redattore')
  const page = await redattore.newPage()
  await page.goto('/admin/collections/faqs/create')
  await page.locator('#field-title').fill(`Come si partecipa ${marker}`)
  await expect(page).toHaveURL(/\/admin\/collections\/faqs\/\d+/, { timeout: 15_000 })
  await page.locator('#field-title').fill(`Come si partecipa agli avvisi ${marker}`)
  await page.locator('#field-category').click()
  await page.getByRole('option').first().click()
  await expect(page.locator('#field-slug')).toHaveValue(`come-si-partecipa-agli-avvisi-${marker}`)
  const review = page.getByTestId('revisione')
  await review.getByLabel('Commento').fill('Pronta per la pubblicazione')
  await review.getByRole('button', { name: 'Invia in revisione' }).click()
  await expect(review.getByTestId('stato-revisione')).toHaveText('In revisione')
  const mails = await waitForMail(account('caporedattore').email)
  expect(mails.at(-1)!.decoded).toContain(`«Come si partecipa agli avvisi ${marker}»`)
  expect(mails.at(-1)!.decoded).toContain('Pronta per la pubblicazione')
  // The redattore moves on once autosave has stored the draft: leaving the document ends their lock on it.
  const draftUrl = page.url()
  const stored = async () => {
    const doc = await (await editor.get(`/cms-api/faqs/${draftUrl.split('/').pop()}?draft=true&depth=0`)).json()
    return [doc.title, Boolean(doc.category)]
  }
  await expect.poll(stored).toEqual([`Come si partecipa agli avvisi ${marker}`, true])
  await page.goto('/admin')

  // The caporedattore finds it in the queue, sends it back with a comment, then publishes the new draft.
  const capo = await browserAs(browser, baseURL!, 'caporedattore')
  const chief = await capo.newPage()
  await chief.goto('/admin')
  await chief.getByRole('region', { name: /Da rivedere/ }).getByRole('link', { name: `Come si partecipa agli avvisi ${marker}` }).click()
  const panel = chief.getByTestId('revisione')
  await panel.getByRole('button', { name: 'Rimanda con commento' }).click()
  await expect(panel.getByRole('status')).toContainText('Scrivi nel commento che cosa va cambiato')
  await panel.getByLabel('Commento').fill('Aggiungi il link all’avviso')
  await panel.getByRole('button', { name: 'Rimanda con commento' }).click()
  await expect(panel.getByTestId('stato-revisione')).toHaveText('Rimandata al redattore')

  await page.goto(draftUrl)
  await expect(review.getByTestId('stato-revisione')).toHaveText('Rimandata al redattore')
  await expect(review).toContainText('Aggiungi il link all’avviso')
  await review.getByRole('button', { name: 'Invia in revisione' }).click()
  await expect(review.getByTestId('stato-revisione')).toHaveText('In revisione')

  await chief.reload()
  await panel.getByRole('button', { name: 'Pubblica' }).click()
  await expect(panel.getByRole('status')).toHaveText('Pubblicata.')
  const slug = `come-si-partecipa-agli-avvisi-${marker}`
  const [faq] = (await findDocs(editor, 'faqs', whereEquals('slug', slug))).docs
  expect(faq?._status).toBe('published')
  await expect(panel.getByRole('list', { name: 'Storia della revisione' }).getByRole('listitem')).toHaveCount(4)
  await expect(panel).toContainText('Prova redattore: Inviata in revisione («Pronta per la pubblicazione»)')
  await redattore.close()
  await capo.close()
})

test('ritirare una pagina collegata è rifiutato come eliminarla; i reindirizzamenti spiegano che cosa non va', { tag: '@database' }, async ({ page, editor }) => {
  const marker = Date.now()
  const target = await editor.post('/cms-api/pages', { data: { title: `Bersaglio ${marker}`, slug: `bersaglio-${marker}`, _status: 'published' } })
  const id = (await target.json()).doc.id as number
  await editor.post('/cms-api/pages', {
    data: { title: `Rimanda ${marker}`, slug: `rimanda-${marker}`, _status: 'published', body: [{ blockType: 'hero', title: 'Vai', button: { text: 'Vai', cmsPage: id } }] },
  })
  const unpublish = await editor.patch(`/cms-api/pages/${id}`, { data: { _status: 'draft' } })
  expect(unpublish.status()).toBe(409)
  expect((await unpublish.json()).errors[0].message).toContain(`Impossibile togliere dalla pubblicazione «Bersaglio ${marker}»: è usato in Pagina «Rimanda ${marker}» (/rimanda-${marker})`)
  expect((await page.request.get(`/bersaglio-${marker}`)).status()).toBe(200)

  const redirect = (from: string) => editor.post('/cms-api/redirects', { data: { from, type: '301', to: { type: 'custom', url: '/il-programma' } } })
  const full = await redirect('https://altro.example.org/vecchia')
  expect(full.status()).toBe(400)
  expect(await full.text()).toContain('è un indirizzo completo: scrivi solo il percorso')
  const existing = await redirect(`/bersaglio-${marker}`)
  expect(existing.status()).toBe(400)
  expect(await existing.text()).toContain(`/bersaglio-${marker} è l’indirizzo di Pagina «Bersaglio ${marker}», pubblicata`)
  expect((await redirect(`/vecchia-${marker}`)).status()).toBe(201)
  await page.goto(`/admin/collections/redirects?where[from][equals]=/vecchia-${marker}`)
  await expect(page.locator('table tbody tr').first()).toContainText('/il-programma')
})

test('un PDF caricato tra le immagini è rifiutato con una frase che dice dove va', async ({ editor }) => {
  const response = await editor.post('/cms-api/media', {
    multipart: { file: { name: 'guida.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') }, _payload: JSON.stringify({ alt: 'Guida' }) },
  })
  expect(response.status()).toBe(400)
  expect((await response.json()).errors[0].message).toBe(
    '«guida.pdf» non è un’immagine: qui si caricano JPEG, PNG, WebP, AVIF o SVG. PDF, fogli di calcolo e documenti vanno in «Documenti».',
  )
})
