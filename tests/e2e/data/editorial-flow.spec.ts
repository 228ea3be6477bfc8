import type { APIRequestContext, Page } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
import { editorToken, expect, findDocs, test, whereEquals } from '../support/editor'
import { account, adminServerFunctionId, apiAs, browserAs, ensureAccount } from '../support/roles'
import { hydrated } from '../support/scripts'
import { mailsTo } from '../support/smtp-sink'

// Issue 38, problems 2 to 5: review states that tell the truth, scheduling only for those who
// publish, a takeover that holds, nothing typed lost. In order in one worker (the test accounts
// sign in once each), a failure not skipping the others.
test.describe.configure({ mode: 'default' })

test.beforeAll(async ({ playwright, baseURL }) => {
  const admin = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `JWT ${editorToken()}` } })
  await ensureAccount(admin, 'redattore')
  await ensureAccount(admin, 'caporedattore')
  await admin.dispose()
})

const marker = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`

async function draftFaq(api: APIRequestContext, title: string, extra: Record<string, unknown> = {}) {
  const slug = `flusso-${marker()}`
  const created = await api.post('/cms-api/faqs?draft=true', { data: { title, slug, category: 'progetti', _status: 'draft', ...extra } })
  expect(created.status()).toBe(201)
  return (await created.json()).doc.id as number
}

const review = (api: APIRequestContext, id: number, azione: string, nota = '') =>
  api.post('/cms-api/revisioni', { data: { documento: { relationTo: 'faqs', value: id }, azione, nota } })

async function rowsOf(editor: APIRequestContext, id: number) {
  const body = await (await editor.get(`/cms-api/revisioni?where[documento.value][equals]=${id}&where[documento.relationTo][equals]=faqs&sort=createdAt&depth=0`)).json()
  return (body.docs as { azione: string; aperta: boolean; nota?: string }[]).map((r) => `${r.azione}${r.aperta ? ' (aperta)' : ''}`)
}

/** A date as React sends it to a server action (the admin's client passes a Date). */
const actionDate = (date: Date) => `$D${date.toISOString()}`

async function serverFunction(api: APIRequestContext, anonymous: APIRequestContext, name: string, args: Record<string, unknown>) {
  return api.post('/admin', {
    headers: { 'Next-Action': await adminServerFunctionId(anonymous), 'Content-Type': 'text/plain;charset=UTF-8' },
    data: JSON.stringify([{ name, args }]),
  })
}

/** The email to that address that says this (other specs may email the same test accounts meanwhile). */
async function mailWith(address: string, text: string): Promise<string> {
  let found = ''
  await expect(async () => {
    found = (await mailsTo(address)).map((m) => m.decoded).find((d) => d.includes(text)) ?? ''
    expect(found).not.toBe('')
  }).toPass({ timeout: 20_000 })
  return found
}

test('revisione: niente invio senza i campi obbligatori, una pubblicazione fallita resta «Da rivedere» col motivo, ogni passo avvisa chi riguarda', { tag: '@database' }, async ({ playwright, baseURL, editor }) => {
  const redattore = await apiAs(playwright, baseURL!, 'redattore')
  const capo = await apiAs(playwright, baseURL!, 'caporedattore')
  const m = marker()

  // A draft without its required category cannot be sent for review: the field is named.
  const incomplete = await draftFaq(redattore, `Senza categoria ${m}`, { category: null })
  const refused = await review(redattore, incomplete, 'inviata')
  expect(refused.status()).toBe(400)
  expect((await refused.json()).errors[0].message).toBe('Prima di inviarlo in revisione compila il campo obbligatorio «Categoria».')
  expect(await rowsOf(editor, incomplete)).toEqual([])

  // Sent complete; then the draft loses its category (drafts skip validation) and the publish from the review fails.
  const id = await draftFaq(redattore, `In revisione ${m}`)
  expect((await review(redattore, id, 'inviata', 'Pronta')).status()).toBe(201)
  expect((await redattore.patch(`/cms-api/faqs/${id}?draft=true&autosave=true`, { data: { category: null } })).status()).toBe(200)
  const failed = await review(capo, id, 'pubblicata')
  expect(failed.status()).toBe(400)
  expect((await failed.json()).errors[0].message).toMatch(/^Non pubblicato: .*Categoria.*Il contenuto resta «Da rivedere»/)
  expect(await rowsOf(editor, id)).toEqual(['inviata (aperta)'])
  expect((await (await editor.get(`/cms-api/faqs/${id}?depth=0`)).json())._status).toBe('draft')

  // Sent back: the redattore is emailed with the comment.
  expect((await review(capo, id, 'rimandata', `Manca la categoria ${m}`)).status()).toBe(201)
  expect(await mailWith(account('redattore').email, `Manca la categoria ${m}`)).toContain(`ti ha rimandato «In revisione ${m}»`)
  // Nothing left to publish or send back from the review until it is sent again.
  expect((await review(capo, id, 'pubblicata')).status()).toBe(409)

  // Fixed, sent again, published from the review: «pubblicata», the redattore emailed.
  expect((await redattore.patch(`/cms-api/faqs/${id}?draft=true`, { data: { category: 'progetti' } })).status()).toBe(200)
  expect((await review(redattore, id, 'inviata')).status()).toBe(201)
  expect((await review(capo, id, 'pubblicata')).status()).toBe(201)
  expect((await (await editor.get(`/cms-api/faqs/${id}?depth=0`)).json())._status).toBe('published')
  expect(await rowsOf(editor, id)).toEqual(['inviata', 'rimandata', 'inviata', 'pubblicata'])
  await mailWith(account('redattore').email, `ha pubblicato «In revisione ${m}», che avevi inviato in revisione`)

  // Published another way (Payload's «Pubblica modifiche», the API): the review closes too.
  const other = await draftFaq(redattore, `Pubblicata dal pulsante ${m}`)
  expect((await review(redattore, other, 'inviata')).status()).toBe(201)
  expect((await capo.patch(`/cms-api/faqs/${other}`, { data: { _status: 'published' } })).status()).toBe(200)
  expect(await rowsOf(editor, other)).toEqual(['inviata', 'pubblicata'])
  await Promise.all([redattore.dispose(), capo.dispose()])
})

test('revisione in redazione: dopo «Pubblica» il pannello e lo «Stato» seguono senza ricaricare, il fuoco va al messaggio', async ({ browser, baseURL, playwright }) => {
  const redattore = await apiAs(playwright, baseURL!, 'redattore')
  const m = marker()
  const id = await draftFaq(redattore, `Dal pannello ${m}`)
  expect((await review(redattore, id, 'inviata', 'Da pubblicare')).status()).toBe(201)
  const context = await browserAs(browser, baseURL!, 'caporedattore')
  const page = await context.newPage()
  await page.goto(`/admin/collections/faqs/${id}`)
  await hydrated(page)
  await expect(page.locator('.status__value').first()).toHaveText('Bozza')
  const panel = page.getByTestId('revisione')
  await expect(panel.getByTestId('stato-revisione')).toHaveText('In revisione')
  await panel.getByRole('button', { name: 'Pubblica' }).click()
  await expect(panel.getByRole('status')).toHaveText('Pubblicata.')
  await expect(panel.getByRole('status')).toBeFocused()
  await expect(panel.getByTestId('stato-revisione')).toHaveText('Nessuna revisione in corso.')
  await expect(page.locator('.status__value').first()).toHaveText('Pubblicato')
  await expect(panel.getByRole('button', { name: 'Pubblica', exact: true })).toHaveCount(0)
  const axe = await new AxeBuilder({ page }).include('[data-testid="revisione"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  expect(axe.violations.map((v) => v.id)).toEqual([])
  await context.close()
  await redattore.dispose()
})

test('programmazione solo per chi pubblica: rifiutata subito in italiano al redattore, anche dalla funzione server; l’elenco non è mai un 500', { tag: '@database' }, async ({ playwright, baseURL, editor, anonymous }) => {
  const redattore = await apiAs(playwright, baseURL!, 'redattore')
  const id = await draftFaq(redattore, `Programmata dal redattore ${marker()}`)
  const jobsOf = async () => (await (await editor.get(`/cms-api/payload-jobs?where[taskSlug][equals]=schedulePublish&where[input.doc.value][equals]=${id}&depth=0`)).json()).docs
  const date = actionDate(new Date(Date.now() + 86_400_000))
  const queued = await serverFunction(redattore, anonymous, 'schedule-publish', { type: 'publish', date, doc: { relationTo: 'faqs', value: String(id) }, timezone: 'Europe/Rome' })
  const text = await queued.text()
  expect(text).toContain('Solo un caporedattore può programmare la pubblicazione o il ritiro di un contenuto.')
  expect(text).not.toContain('Successo')
  expect(await jobsOf()).toHaveLength(0)
  const upcoming = await serverFunction(redattore, anonymous, 'get-upcoming-scheduled-publish', { id, collectionSlug: 'faqs' })
  expect(upcoming.status()).toBe(200)
  await redattore.dispose()
})

async function openDialog(page: Page) {
  await page.getByRole('button', { name: 'Programma', exact: true }).click()
  return page.getByRole('dialog', { name: 'Programma la pubblicazione' })
}

test('un ritiro programmato rifiutato quando scade resta in «Programmazioni in attesa» col motivo, e chi l’ha programmato riceve un’email; la programmazione chiude la revisione', { tag: '@database' }, async ({ browser, baseURL, playwright, editor, anonymous }) => {
  test.setTimeout(90_000)
  const capo = await apiAs(playwright, baseURL!, 'caporedattore')
  const redattore = await apiAs(playwright, baseURL!, 'redattore')
  // A page linked from the home: unpublishing it is refused while the link is there.
  const [linked] = (await findDocs(editor, 'pages', whereEquals('slug', 'il-programma'))).docs
  const date = new Date(Date.now() + 3_000)
  await serverFunction(capo, anonymous, 'schedule-publish', { type: 'unpublish', date: actionDate(date), doc: { relationTo: 'pages', value: String(linked!.id) }, timezone: 'Europe/Rome' })
  const mail = await mailWith(account('caporedattore').email, `Il ritiro dalla pubblicazione programmato di «${linked!.title}» non è riuscito`)
  expect(mail).toContain('Motivo: Impossibile togliere dalla pubblicazione')

  const context = await browserAs(browser, baseURL!, 'caporedattore')
  const page = await context.newPage()
  await page.goto(`/admin/collections/pages/${linked!.id}`)
  await hydrated(page)
  const dialog = await openDialog(page)
  const item = dialog.getByRole('listitem').filter({ hasText: 'non riuscita' })
  await expect(item).toContainText(/^Ritiro dalla pubblicazione il \d\d\/\d\d\/\d{4} \d\d:\d\d: non riuscita\. Impossibile togliere dalla pubblicazione/)
  const axe = await new AxeBuilder({ page }).include('.sito-schedule').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  expect(axe.violations.map((v) => v.id)).toEqual([])
  await item.getByRole('button', { name: /^Rimuovi/ }).click()
  await expect(dialog.getByRole('status')).toHaveText('Programmazione rimossa.')
  await expect(dialog.getByText('Nessuna programmazione in attesa.')).toBeVisible()
  await page.keyboard.press('Escape')

  // Scheduling the publication of a draft in review closes the review; the redattore is told.
  const id = await draftFaq(redattore, `Programmata in revisione ${marker()}`)
  await redattore.patch(`/cms-api/faqs/${id}?draft=true`, { data: { title: `Programmata in revisione ${id}` } })
  expect((await review(redattore, id, 'inviata')).status()).toBe(201)
  const next = actionDate(new Date(Date.now() + 86_400_000))
  await serverFunction(capo, anonymous, 'schedule-publish', { type: 'publish', date: next, doc: { relationTo: 'faqs', value: String(id) }, timezone: 'Europe/Rome' })
  expect(await rowsOf(editor, id)).toEqual(['inviata', 'programmata'])
  await mailWith(account('redattore').email, `ha programmato la pubblicazione di «Programmata in revisione ${id}» per il`)
  await context.close()
  await Promise.all([capo.dispose(), redattore.dispose()])
})

test('«Prendi il controllo» tiene: il salvataggio automatico di chi l’aveva non salva né riprende il documento, gli viene detto e il suo testo resta in una copia', { tag: '@database' }, async ({ browser, baseURL, playwright, editor }) => {
  test.setTimeout(90_000)
  const api = await apiAs(playwright, baseURL!, 'redattore')
  const m = marker()
  const id = await draftFaq(api, `Presa in carico ${m}`)
  const anna = await browserAs(browser, baseURL!, 'redattore')
  const carla = await browserAs(browser, baseURL!, 'caporedattore')
  const a = await anna.newPage()
  const c = await carla.newPage()
  await a.goto(`/admin/collections/faqs/${id}`)
  await hydrated(a)
  await a.locator('#field-title').fill(`Presa in carico ${m} scritta da Anna`)
  const stored = async () => (await (await editor.get(`/cms-api/faqs/${id}?draft=true&depth=0`)).json()).title
  await expect.poll(stored).toBe(`Presa in carico ${m} scritta da Anna`)

  // Carla opens it: Anna is editing; she takes over.
  await c.goto(`/admin/collections/faqs/${id}`)
  await hydrated(c)
  await c.getByRole('button', { name: 'Prendi il controllo' }).click()
  await expect(c.locator('#field-title')).toBeEditable()

  // Anna, who has not looked, types on: her autosave is refused and she is told, her text kept in a copy.
  await a.locator('#field-title').fill(`Presa in carico ${m} ancora Anna`)
  const told = a.getByText(/^Prova caporedattore ha preso il controllo di questo documento\. Le tue modifiche non sono salvate qui\. Quello che hai scritto dopo è nella bozza «Presa in carico .* ancora Anna \(copia di Prova redattore del \d\d\/\d\d\/\d{4} ore \d\d\.\d\d\)»\./)
  await expect(told.first()).toBeVisible({ timeout: 15_000 })
  const copies = await findDocs(editor, 'faqs', `where[title][like]=${encodeURIComponent(`Presa in carico ${m} ancora Anna (copia di`)}&draft=true`)
  expect(copies.totalDocs).toBe(1)

  // Carla's edits are saved and the lock stays hers.
  await c.locator('#field-title').fill(`Presa in carico ${m} di Carla`)
  await expect.poll(stored, { timeout: 15_000 }).toBe(`Presa in carico ${m} di Carla`)
  await c.waitForTimeout(2_000)
  expect(await stored()).toBe(`Presa in carico ${m} di Carla`)
  await expect(c.getByText('Un altro utente ha preso il controllo')).toHaveCount(0)
  const locks = (await (await editor.get(`/cms-api/payload-locked-documents?where[document.value][equals]=${id}&where[document.relationTo][equals]=faqs&depth=0`)).json()).docs
  expect(locks.map((l: { user: { value: { name?: string } } }) => l.user.value.name)).toEqual([account('caporedattore').name])
  await anna.close()
  await carla.close()
  await api.dispose()
})

test('«Pubblica modifiche» subito dopo aver scritto, a CPU 4 volte più lenta: il clic aspetta il salvataggio automatico e pubblica quello che si è scritto', { tag: '@database' }, async ({ browser, baseURL, playwright, editor }) => {
  test.setTimeout(90_000)
  const api = await apiAs(playwright, baseURL!, 'caporedattore')
  const m = marker()
  const id = await draftFaq(api, `Da pubblicare ${m}`)
  const context = await browserAs(browser, baseURL!, 'caporedattore')
  const page = await context.newPage()
  await page.goto(`/admin/collections/faqs/${id}`)
  await hydrated(page)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  const title = page.locator('#field-title')
  for (const round of [1, 2, 3]) {
    await title.fill(`Pubblicata ${m} giro ${round}`)
    // While the autosave runs, a click with the mouse as a person gives it (Playwright's own click
    // would wait for the button to be enabled): Payload's button was disabled then, the click lost.
    await page.waitForRequest((r) => r.method() === 'PATCH' && r.url().includes(`/cms-api/faqs/${id}?`) && r.url().includes('autosave=true'))
    const box = (await page.getByRole('button', { name: 'Pubblica modifiche' }).boundingBox())!
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    await expect.poll(async () => (await (await editor.get(`/cms-api/faqs/${id}?depth=0`)).json()).title, { timeout: 20_000 }).toBe(`Pubblicata ${m} giro ${round}`)
  }
  await context.close()
  await api.dispose()
})

test('a CPU 4 volte più lenta, il titolo scritto appena il modulo appare non si perde', { tag: '@database' }, async ({ browser, baseURL, playwright, editor }) => {
  test.setTimeout(120_000)
  const api = await apiAs(playwright, baseURL!, 'redattore')
  const m = marker()
  const id = await draftFaq(api, `Appena aperta ${m}`)
  const context = await browserAs(browser, baseURL!, 'redattore')
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  const stored = async () => (await (await editor.get(`/cms-api/faqs/${id}?draft=true&depth=0`)).json()).title
  for (const round of [1, 2, 3]) {
    await page.goto(`/admin/collections/faqs/${id}`, { waitUntil: 'commit' })
    // As a person does: a click in the field as soon as it is there, then the keys.
    await page.locator('#field-title').click()
    await page.keyboard.press('Control+A')
    await page.keyboard.type(`Appena aperta ${m} giro ${round}`)
    await expect.poll(stored, { timeout: 20_000 }).toBe(`Appena aperta ${m} giro ${round}`)
    await expect(page.locator('#field-title')).toHaveValue(`Appena aperta ${m} giro ${round}`)
  }
  await context.close()
  await api.dispose()
})

test('a CPU 4 volte più lenta, il titolo scritto subito in un contenuto nuovo non si perde quando il salvataggio automatico lo crea', { tag: '@database' }, async ({ browser, baseURL, editor }) => {
  test.setTimeout(120_000)
  const m = marker()
  const context = await browserAs(browser, baseURL!, 'redattore')
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await page.goto('/admin/collections/faqs/create', { waitUntil: 'commit' })
  await page.locator('#field-title').click()
  // Typed at a person's pace: the first autosave creates the draft while the title is being written.
  await page.keyboard.type(`Nuova domanda scritta subito ${m}`, { delay: 60 })
  await expect(page).toHaveURL(/\/admin\/collections\/faqs\/\d+/, { timeout: 20_000 })
  const id = page.url().split('/').pop()
  await expect.poll(async () => (await (await editor.get(`/cms-api/faqs/${id}?draft=true&depth=0`)).json()).title, { timeout: 20_000 }).toBe(`Nuova domanda scritta subito ${m}`)
  await expect(page.locator('#field-title')).toHaveValue(`Nuova domanda scritta subito ${m}`)
  await context.close()
})
