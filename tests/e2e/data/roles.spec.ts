import type { APIRequestContext, Page } from '@playwright/test'
import { editorToken, expect, test } from '../support/editor'
import { apiAs, browserAs, ensureAccount, type Role } from '../support/roles'
import { openRating } from '../support/forms'
import { hydrated } from '../support/scripts'

// Roles in the admin and in the CMS API: the redattore writes drafts only, the caporedattore
// publishes and schedules, only the amministratore (the seed's demo account) manages accounts.
// Serial: one session per test account at a time.
test.describe.configure({ mode: 'serial' })

let ids: Record<Role, number>

test.beforeAll(async ({ playwright, baseURL }) => {
  const admin = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `JWT ${editorToken()}` } })
  ids = { redattore: await ensureAccount(admin, 'redattore'), caporedattore: await ensureAccount(admin, 'caporedattore') }
  await admin.dispose()
})

async function draftNews(api: APIRequestContext, marker: string) {
  const created = await api.post('/cms-api/news?draft=true', {
    data: { title: `Notizia ${marker}`, slug: `ruoli-${marker}`, summary: 'Prova dei ruoli', _status: 'draft' },
  })
  expect(created.status()).toBe(201)
  return (await created.json()).doc.id as number
}

test('permessi per ruolo nell’API: il redattore scrive bozze, il caporedattore pubblica, gli account solo all’amministratore', { tag: '@database' }, async ({ playwright, baseURL, editor }) => {
  const redattore = await apiAs(playwright, baseURL!, 'redattore')
  const capo = await apiAs(playwright, baseURL!, 'caporedattore')
  const id = await draftNews(redattore, `r${Date.now()}`)

  // The redattore: drafts yes; publishing, unpublishing, a direct save of the document, deleting: no.
  expect((await redattore.patch(`/cms-api/news/${id}?draft=true`, { data: { title: 'Bozza del redattore' } })).status()).toBe(200)
  expect((await redattore.patch(`/cms-api/news/${id}`, { data: { _status: 'published' } })).status()).toBe(403)
  expect((await redattore.patch(`/cms-api/news/${id}`, { data: { title: 'Salvata senza bozza' } })).status()).toBe(403)
  // ... nor on a type that had no drafts before (avvisi).
  const avviso = await redattore.post('/cms-api/announcements', {
    data: { name: 'Avviso del redattore', startDate: '2026-01-01', endDate: '2026-02-01', url: '/avvisi', _status: 'published' },
  })
  expect(avviso.status()).toBe(403)

  // Accounts: no new user, no change to another account, no promotion of itself.
  expect((await redattore.post('/cms-api/users', { data: { email: 'nuovo@example.it', password: 'Una-password-lunga-2026', role: 'amministratore' } })).status()).toBe(403)
  expect([403, 404]).toContain((await redattore.patch(`/cms-api/users/${ids.caporedattore}`, { data: { name: 'Cambiato' } })).status())
  await redattore.patch(`/cms-api/users/${ids.redattore}`, { data: { role: 'amministratore' } })
  expect((await (await redattore.get('/cms-api/users/me')).json()).user.role).toBe('redattore')
  expect((await (await redattore.get('/cms-api/users')).json()).totalDocs).toBe(1)

  // Submissions (personal data), jobs, exports, redirects, settings: not for a redattore.
  for (const path of ['/cms-api/newsletterSubscriptions', '/cms-api/supportRequests', '/cms-api/feedbacks', '/cms-api/payload-jobs', '/cms-api/exports', '/cms-api/legacyRedirects']) {
    expect((await redattore.get(path)).status(), path).toBe(403)
  }
  expect((await redattore.post('/cms-api/globals/searchSuggestions', { data: { title: 'Cambiato' } })).status()).toBe(403)

  // The caporedattore publishes, reads submissions, edits settings; no accounts, no jobs.
  expect((await capo.patch(`/cms-api/news/${id}`, { data: { _status: 'published' } })).status()).toBe(200)
  // Published: the redattore cannot delete it; a draft never published (what «Crea nuovo» leaves) it can.
  expect([403, 404]).toContain((await redattore.delete(`/cms-api/news/${id}`)).status())
  expect((await redattore.delete(`/cms-api/news/${await draftNews(redattore, `v${Date.now()}`)}`)).status()).toBe(200)
  expect((await capo.get('/cms-api/newsletterSubscriptions')).status()).toBe(200)
  expect((await capo.post('/cms-api/users', { data: { email: 'nuovo2@example.it', password: 'Una-password-lunga-2026' } })).status()).toBe(403)
  expect([403, 404]).toContain((await capo.patch(`/cms-api/users/${ids.redattore}`, { data: { role: 'amministratore' } })).status())
  expect((await capo.get('/cms-api/payload-jobs')).status()).toBe(403)
  // The amministratore manages accounts.
  expect((await editor.patch(`/cms-api/users/${ids.redattore}`, { data: { name: 'Prova redattore' } })).status()).toBe(200)

  expect((await capo.delete(`/cms-api/news/${id}`)).status()).toBe(200)
  await redattore.dispose()
  await capo.dispose()
})

async function openDoc(page: Page, collection: string, id: number) {
  await page.goto(`/admin/collections/${collection}/${id}`)
  await hydrated(page)
  await expect(page.locator('#field-title')).toBeVisible()
}

test('in redazione il redattore modifica la bozza ma non pubblica e non gestisce gli account', async ({ browser, baseURL, playwright }) => {
  test.setTimeout(90_000)
  const api = await apiAs(playwright, baseURL!, 'redattore')
  const id = await draftNews(api, `ui${Date.now()}`)
  const context = await browserAs(browser, baseURL!, 'redattore')
  const page = await context.newPage()
  await openDoc(page, 'news', id)
  await expect(page.getByRole('button', { name: 'Pubblica modifiche' })).toHaveCount(0)
  await page.locator('#field-title').fill('Titolo scritto dal redattore')
  // Autosave writes the draft (a new version), the document stays unpublished.
  await expect(async () => {
    const doc = await (await api.get(`/cms-api/news/${id}?draft=true&depth=0`)).json()
    expect(doc.title).toBe('Titolo scritto dal redattore')
    expect(doc._status).toBe('draft')
  }).toPass({ timeout: 15_000 })

  await page.goto('/admin/collections/users')
  await hydrated(page)
  await expect(page.getByRole('link', { name: /Crea nuovo/i })).toHaveCount(0)
  await expect(page.locator('table tbody tr')).toHaveCount(1)
  // No submissions, jobs or exports in the navigation.
  await expect(page.locator('nav').getByText('Iscrizioni alla newsletter')).toHaveCount(0)
  await expect(page.locator('nav').getByText('Attività in coda')).toHaveCount(0)
  await context.close()
  await api.dispose()
})

test('in redazione il caporedattore pubblica e programma la pubblicazione (ora di Roma, «Pubblicare» già scelto)', { tag: '@database' }, async ({ browser, baseURL, playwright, editor }) => {
  test.setTimeout(90_000)
  const api = await apiAs(playwright, baseURL!, 'caporedattore')
  const published = await draftNews(api, `pub${Date.now()}`)
  const scheduled = await draftNews(api, `prog${Date.now()}`)
  const context = await browserAs(browser, baseURL!, 'caporedattore')
  const page = await context.newPage()

  await openDoc(page, 'news', published)
  await page.getByRole('button', { name: 'Pubblica modifiche' }).click()
  await expect(async () => {
    expect((await (await api.get(`/cms-api/news/${published}?depth=0`)).json())._status).toBe('published')
  }).toPass({ timeout: 15_000 })

  await openDoc(page, 'news', scheduled)
  await page.locator('#action-save-popup button').first().click()
  // In Italian: «Programma la pubblicazione», «Ora», «Programmazioni in attesa» (not «Pubblicazione Programmata», «Tempo», «Eventi Imminenti»).
  await expect(page.locator('#schedule-publish')).toHaveText('Programma la pubblicazione')
  await page.locator('#schedule-publish').click()
  const drawer = page.locator('.schedule-publish')
  await expect(drawer.getByText('Programmazioni in attesa', { exact: true })).toBeVisible()
  await expect(drawer.locator('label', { hasText: /^Ora/ })).toBeVisible()
  await expect(drawer.getByRole('radio').first()).toBeChecked()
  await drawer.locator('#time input, input#time').first().click()
  await page.locator('.react-datepicker__navigation--next').click()
  await page.locator('.react-datepicker__day--015:not(.react-datepicker__day--outside-month)').click()
  await page.locator('.react-datepicker__time-list-item', { hasText: /^14:30$/ }).click()
  await drawer.getByRole('button', { name: 'Salva' }).click()
  await expect(page.getByText('Programmato con successo.')).toBeVisible()
  const jobs = await (await editor.get(`/cms-api/payload-jobs?where[taskSlug][equals]=schedulePublish&where[input.doc.value][equals]=${scheduled}&depth=0`)).json()
  expect(jobs.totalDocs).toBe(1)
  // 14:30 in Rome, whatever the server's zone.
  const at = new Date(jobs.docs[0].waitUntil)
  expect(new Intl.DateTimeFormat('it-IT', { timeZone: 'Europe/Rome', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at)).toBe('14:30')
  expect(jobs.docs[0].input.type).toBe('publish')
  await context.close()
  await api.dispose()
})

test('l’anteprima dal vivo segue quello che si scrive', async ({ browser, baseURL, playwright }) => {
  test.setTimeout(90_000)
  const api = await apiAs(playwright, baseURL!, 'redattore')
  const marker = `live${Date.now()}`
  const id = await draftNews(api, marker)
  const context = await browserAs(browser, baseURL!, 'redattore')
  const page = await context.newPage()
  await openDoc(page, 'news', id)
  await page.getByRole('button', { name: 'Anteprima dal vivo' }).click()
  const preview = page.frameLocator('#live-preview-iframe')
  await expect(preview.locator('h1')).toHaveText(`Notizia ${marker}`, { timeout: 20_000 })
  // An edit sent while the preview page is still hydrating finds no listener there (the editor's
  // next keystroke shows it): on a busy machine the test edits again, with a new title each time.
  let edits = 0
  await expect(async () => {
    edits += 1
    await page.locator('#field-title').fill(`Titolo cambiato ${marker} ${edits}`)
    await expect(preview.locator('h1')).toHaveText(`Titolo cambiato ${marker} ${edits}`, { timeout: 8_000 })
  }).toPass({ timeout: 40_000 })
  // Phone, tablet and desktop widths.
  await page.locator('.live-preview-toolbar-controls__breakpoint button').first().click()
  for (const name of ['Telefono', 'Tablet', 'Computer']) await expect(page.getByRole('button', { name, exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Telefono', exact: true }).click()
  await expect.poll(() => preview.locator('body').evaluate(() => window.innerWidth)).toBe(375)
  await context.close()
  await api.dispose()
})

test('il caporedattore esporta le valutazioni in CSV per Excel in italiano', async ({ page, playwright, baseURL }) => {
  await page.goto('/il-programma')
  const widget = await openRating(page)
  const pageLink = (await widget.getAttribute('data-page-link'))!
  await widget.getByLabel('Sì', { exact: true }).check()
  await widget.getByRole('button', { name: 'Invia' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Invia' }).click()
  await expect(widget.locator('[data-form-state="success"]')).toBeVisible()

  const capo = await apiAs(playwright, baseURL!, 'caporedattore')
  const response = await capo.post('/cms-api/exports/download', {
    data: { data: { collectionSlug: 'feedbacks', format: 'csv', where: { link: { equals: pageLink } } } },
  })
  expect(response.status()).toBe(200)
  const csv = await response.text()
  // A UTF-8 byte order mark first: without it Italian Excel reads «Più» as «PiÃ¹».
  expect(csv.startsWith('\uFEFF')).toBe(true)
  const [header, first] = csv.replace(/^\uFEFF/, '').split('\n')
  expect(header!.split(';')).toEqual(expect.arrayContaining(['ID', 'Utile', 'Id della pagina', 'Creato il']))
  expect(header).not.toContain('tokenId')
  expect(first).toContain(';sì;')
  expect(first).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/)
  // A redattore may not export submissions.
  const redattore = await apiAs(playwright, baseURL!, 'redattore')
  const refused = await redattore.post('/cms-api/exports/download', { data: { data: { collectionSlug: 'feedbacks', format: 'csv' } } })
  expect(refused.status()).not.toBe(200)
  await capo.dispose()
  await redattore.dispose()
})
