import { execFileSync } from 'node:child_process'
import type { APIRequestContext } from '@playwright/test'
import { createFaq, deleteDoc, EDITOR_STATE, editorToken, expect, test } from '../support/editor'
import { MONITORING } from '../../support/monitoring'

// Drafts, preview and scheduled publishing, by the editor: the page and page.request carry
// the run's editor session. Serial; each test makes the content it changes.
test.describe.configure({ mode: 'serial' })
test.use({ storageState: EDITOR_STATE })

/** Writes carry the session token too: the cookie alone is refused without the site's Origin (Payload's csrf list). */
const asEditor = () => ({ Authorization: `JWT ${editorToken()}` })

async function createDraftNews(request: APIRequestContext, marker: string) {
  const slug = `bozza-${marker}`
  const created = await request.post('/cms-api/news?draft=true', {
    headers: asEditor(),
    data: { title: `Notizia in bozza ${marker}`, slug, summary: `Sommario ${marker}`, _status: 'draft' },
  })
  expect(created.status()).toBe(201)
  return { id: (await created.json()).doc.id as number, slug, path: `/notizie/${slug}` }
}

async function publicStatus(request: APIRequestContext, path: string) {
  return (await request.get(path, { headers: { Cookie: '' } })).status()
}

test('una bozza non è pubblica ma si vede in anteprima; pubblicata diventa visibile ovunque', { tag: '@database' }, async ({ page, anonymous }) => {
  const marker = `${Date.now()}`
  const news = await createDraftNews(page.request, marker)

  // Not public: page, sitemap, feeds, list pages, anonymous REST.
  expect(await publicStatus(anonymous, news.path)).toBe(404)
  expect(await (await anonymous.get('/sitemap.xml')).text()).not.toContain(news.slug)
  expect(await (await anonymous.get('/notizie/feed.xml')).text()).not.toContain(news.slug)
  expect(await (await anonymous.get('/notizie/atom.xml')).text()).not.toContain(news.slug)
  expect(await (await anonymous.get('/notizie')).text()).not.toContain(news.slug)
  const rest = await anonymous.get(`/cms-api/news?where[slug][equals]=${news.slug}`)
  expect((await rest.json()).totalDocs).toBe(0)
  expect((await (await page.request.get(`/cms-api/news?where[slug][equals]=${news.slug}&draft=true`, { headers: asEditor() })).json()).totalDocs).toBe(1)

  // Preview needs an editor's session.
  expect((await anonymous.get(`/api/preview?path=${encodeURIComponent(news.path)}`, { maxRedirects: 0 })).status()).toBe(401)
  expect((await page.request.get('/api/preview?path=//altrove.example', { maxRedirects: 0 })).status()).toBe(400)

  // The browser carries the editor's session cookie (the run's saved storage state).
  await page.goto(`/api/preview?path=${encodeURIComponent(news.path)}`)
  await expect(page).toHaveURL(news.path)
  await expect(page.locator('h1')).toHaveText(`Notizia in bozza ${marker}`)
  await expect(page.getByTestId('anteprima')).toContainText('Anteprima della redazione')
  expect(await publicStatus(anonymous, news.path)).toBe(404)

  // Publishing makes it public (page, list, sitemap, feeds) within seconds.
  const published = await page.request.patch(`/cms-api/news/${news.id}`, { headers: asEditor(), data: { _status: 'published' } })
  expect(published.status()).toBe(200)
  await expect(async () => {
    const response = await anonymous.get(news.path)
    expect(response.status()).toBe(200)
    expect(await response.text()).toContain(`Notizia in bozza ${marker}`)
  }).toPass({ timeout: 15_000, intervals: [500, 1000] })
  await expect(async () => {
    expect(await (await anonymous.get('/sitemap.xml')).text()).toContain(news.slug)
    expect(await (await anonymous.get('/notizie/feed.xml')).text()).toContain(news.slug)
    expect(await (await anonymous.get('/notizie/atom.xml')).text()).toContain(news.slug)
  }).toPass({ timeout: 15_000, intervals: [500, 1000] })

  // Leaving the preview removes the banner.
  await page.getByRole('link', { name: 'Esci dall’anteprima' }).or(page.getByRole('link', { name: "Esci dall'anteprima" })).click()
  await expect(page).toHaveURL(news.path)
  await expect(page.getByTestId('anteprima')).toHaveCount(0)
})

test('una nuova bozza di un contenuto pubblicato non cambia la pagina pubblica finché non si pubblica', { tag: '@database' }, async ({ page, anonymous, editor }) => {
  const faq = await createFaq(editor, `bozza ${Date.now()}`)
  const path = faq.path
  const before = await (await anonymous.get(path)).text()
  expect(before).toContain(escapeHtml(faq.title))

  const marker = `bozza ${Date.now()}`
  const draft = await page.request.patch(`/cms-api/faqs/${faq.id}?draft=true`, { headers: asEditor(), data: { title: `${faq.title} (${marker})` } })
  expect(draft.status()).toBe(200)
  // The public site and anonymous REST keep the last published version.
  const anonymousRest = await (await anonymous.get(`/cms-api/faqs/${faq.id}`)).json()
  expect(anonymousRest.title).toBe(faq.title)
  const after = await anonymous.get(path)
  expect(after.status()).toBe(200)
  expect(await after.text()).not.toContain(marker)

  await page.goto(`/api/preview?path=${encodeURIComponent(path)}`)
  await expect(page.locator('h1')).toContainText(marker)

  const published = await page.request.patch(`/cms-api/faqs/${faq.id}`, { headers: asEditor(), data: { _status: 'published' } })
  expect(published.status()).toBe(200)
  await expect(async () => {
    expect(await (await anonymous.get(path)).text()).toContain(marker)
  }).toPass({ timeout: 15_000, intervals: [500, 1000] })
  await deleteDoc(editor, 'faqs', faq.id)
  await page.goto('/api/preview/exit?path=/')
})

test('la pubblicazione programmata pubblica la bozza all’ora stabilita (coda dei job)', { tag: '@database' }, async ({ page, anonymous }) => {
  test.setTimeout(150_000)
  const marker = `programmata-${Date.now()}`
  const news = await createDraftNews(page.request, marker)
  execFileSync('npx', ['tsx', 'tests/e2e/support/schedule-publish.ts', 'news', String(news.id), '8000'], {
    env: { ...process.env, JOBS_AUTORUN: '0', NODE_ENV: 'production' },
    stdio: 'pipe',
    timeout: 60_000,
  })
  expect(await publicStatus(anonymous, news.path)).toBe(404)
  const health = await (await anonymous.get('/api/health', { headers: MONITORING })).json()
  expect(health.checks.jobs.depth).toBeGreaterThanOrEqual(1)
  await expect(async () => {
    expect(await publicStatus(anonymous, news.path)).toBe(200)
  }).toPass({ timeout: 70_000, intervals: [1000] })
  const doc = await (await page.request.get(`/cms-api/news/${news.id}`, { headers: asEditor() })).json()
  expect(doc._status).toBe('published')
})

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;')
}
