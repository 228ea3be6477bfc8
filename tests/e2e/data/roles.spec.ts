import type { APIRequestContext, Page } from '@playwright/test'
import { editorToken, expect, test } from '../support/editor'
import { adminServerFunctionId, apiAs, browserAs, ensureAccount, type Role } from '../support/roles'
import { openRating } from '../support/forms'
import { hydrated } from '../support/scripts'
import AxeBuilder from '@axe-core/playwright'

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
  await expect(page.getByRole('button', { name: 'Programma', exact: true })).toHaveCount(0)
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

test('in redazione il caporedattore pubblica e programma la pubblicazione (gg/mm/aaaa e hh:mm, ora di Roma, «Pubblicazione» già scelta)', { tag: '@database' }, async ({ browser, baseURL, playwright, editor }) => {
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
  // Payload's drawer (English dates: «dic 15, 2026 2:30 PM») is hidden; ours takes gg/mm/aaaa and hh:mm, Rome time.
  await expect(page.locator('#action-save-popup')).toBeHidden()
  const opener = page.getByRole('button', { name: 'Programma', exact: true })
  await opener.click()
  const drawer = page.getByRole('dialog', { name: 'Programma la pubblicazione' })
  await expect(drawer.getByText('Nessuna programmazione in attesa.')).toBeVisible()
  await expect(drawer.getByRole('radio', { name: 'Pubblicazione', exact: true })).toBeChecked()
  const day = drawer.getByLabel('Giorno (gg/mm/aaaa)')
  const time = drawer.getByLabel('Ora (hh:mm, 24 ore)')
  // A day that does not exist is an error on its field, nothing is scheduled.
  await day.fill('31/02/2027')
  await time.fill('14:30')
  await drawer.getByRole('button', { name: 'Programma', exact: true }).click()
  await expect(day).toHaveAttribute('aria-invalid', 'true')
  await expect(day).toHaveAccessibleDescription(/^«31\/02\/2027» non è un giorno valido: scrivilo come gg\/mm\/aaaa/)
  await expect(day).toBeFocused()
  // Next year's 15 December: always ahead, always winter time.
  const year = new Date().getFullYear() + 1
  await day.fill(`15/12/${year}`)
  await day.press('Enter')
  await expect(drawer.getByRole('status')).toHaveText(`Programmata: pubblicazione il 15/12/${year} 14:30.`)
  await expect(day).not.toHaveAttribute('aria-invalid', 'true')
  const pending = drawer.getByRole('listitem')
  await expect(pending).toHaveText(new RegExp(`^Pubblicazione il 15/12/${year} 14:30`))
  const jobsOf = async () =>
    (await (await editor.get(`/cms-api/payload-jobs?where[taskSlug][equals]=schedulePublish&where[input.doc.value][equals]=${scheduled}&depth=0`)).json()).docs
  const jobs = await jobsOf()
  expect(jobs).toHaveLength(1)
  // 14:30 in Rome on 15 December (winter time), whatever the server's or browser's zone.
  expect(new Date(jobs[0].waitUntil).toISOString()).toBe(`${year}-12-15T13:30:00.000Z`)
  expect(jobs[0].input.type).toBe('publish')
  const axe = await new AxeBuilder({ page }).include('.sito-schedule').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  expect(axe.violations.map((v) => v.id)).toEqual([])

  // A redattore cannot cancel it, not even calling Payload's server function by hand.
  const anonymous = await playwright.request.newContext({ baseURL })
  const redattore = await apiAs(playwright, baseURL!, 'redattore')
  const call = { name: 'schedule-publish', args: { deleteID: jobs[0].id } }
  const refused = await redattore.post('/admin', {
    headers: { 'Next-Action': await adminServerFunctionId(anonymous), 'Content-Type': 'text/plain;charset=UTF-8' },
    data: JSON.stringify([call]),
  })
  expect(await refused.text()).toContain('Solo un caporedattore può annullare una pubblicazione programmata.')
  expect(await jobsOf()).toHaveLength(1)
  await Promise.all([anonymous.dispose(), redattore.dispose()])

  await pending.getByRole('button', { name: /^Annulla/ }).click()
  await expect(drawer.getByRole('status')).toHaveText('Programmazione annullata.')
  await expect(drawer.getByText('Nessuna programmazione in attesa.')).toBeVisible()
  expect(await jobsOf()).toHaveLength(0)
  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()
  await expect(opener).toBeFocused()
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
