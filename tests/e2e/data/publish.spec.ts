import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Response } from '@playwright/test'
import { createFaq, deleteDoc, EDITOR_STATE, expect, test } from '../support/editor'
import { hydrated } from '../support/scripts'

// Publishing: an edit in the admin reaches the public page, directly and through the
// shipped deploy/nginx.conf in front of the real `next start` of this run.
const PROXY = 'http://127.0.0.1:8090'
let nginx: ChildProcess | undefined
let prefix = ''

// Serial, in one worker: one nginx for the file. Each edit is made to a FAQ of the test's own.
test.describe.configure({ mode: 'serial' })
// The browser carries the run's editor session (the proxy tests read with fetch, without it).
test.use({ storageState: EDITOR_STATE })

test.beforeAll(async () => {
  prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-e2e-'))
  const conf = execFileSync('bash', ['deploy/render-nginx-conf.sh', '127.0.0.1:8090', '127.0.0.1:3100', prefix], {
    env: { ...process.env, ACCESS_LOG: 'off' },
  })
  fs.writeFileSync(path.join(prefix, 'nginx.conf'), conf)
  const user = process.getuid?.() === 0 ? ' user root;' : ''
  nginx = spawn('nginx', ['-e', path.join(prefix, 'error.log'), '-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', `daemon off;${user}`], { stdio: 'ignore' })
  await expect(async () => {
    expect((await fetch(`${PROXY}/il-programma`)).status).toBe(200)
  }).toPass({ timeout: 10_000 })
})

test.afterAll(() => {
  nginx?.kill()
  fs.rmSync(prefix, { recursive: true, force: true })
})

test('il proxy serve le pagine dalla cache e mai l’area redazione', { tag: '@database' }, async () => {
  await fetch(`${PROXY}/il-programma`)
  const page = await fetch(`${PROXY}/il-programma`)
  expect(page.headers.get('x-cache-status')).toMatch(/HIT|STALE|UPDATING/)
  expect(page.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
  const admin = await fetch(`${PROXY}/admin/login`)
  expect(admin.headers.get('x-cache-status') ?? 'BYPASS').not.toMatch(/HIT/)
  expect(admin.headers.get('cache-control')).toContain('no-store')
})

test('una pubblicazione è visibile attraverso il proxy entro pochi secondi', { tag: '@database' }, async ({ editor }) => {
  const faq = await createFaq(editor, `proxy ${Date.now()}`)
  await expect(async () => {
    expect((await fetch(`${PROXY}${faq.path}`)).status).toBe(200) // in the cache with the old version
  }).toPass({ timeout: 15_000, intervals: [500] })
  const marker = `via proxy ${Date.now()}`
  const saved = await editor.patch(`/cms-api/faqs/${faq.id}`, { data: { title: `${faq.title} (${marker})` } })
  expect(saved.status()).toBe(200)
  await expect(async () => {
    expect(await (await fetch(`${PROXY}${faq.path}`)).text()).toContain(marker)
  }).toPass({ timeout: 20_000, intervals: [500] })
  await deleteDoc(editor, 'faqs', faq.id)
})

test('una modifica salvata nell’area redazione appare sulla pagina pubblica', { tag: '@database' }, async ({ page, editor }) => {
  test.setTimeout(120_000)
  const faq = await createFaq(editor, `redazione ${Date.now()}`)
  const href = faq.path
  const marker = `rivista ${Date.now()}`
  const newTitle = `${faq.title} (${marker})`

  await page.goto(`/admin/collections/faqs/${faq.id}`)
  await hydrated(page)
  const title = page.locator('#field-title')
  const patch = (r: Response, autosave: boolean) =>
    r.url().includes(`/cms-api/faqs/${faq.id}`) && r.request().method() === 'PATCH' && r.url().includes('autosave=true') === autosave
  const autosaved = page.waitForResponse((r) => patch(r, true))
  await title.fill(newTitle)
  // Autosave (800 ms after typing) PATCHes the FAQ as a draft. Payload's publish button is enabled
  // again only once the autosave is through (its answer, then the admin's form-state request):
  // «Modificato» says so. A CI trace once showed a publish click lost while the autosave was
  // going on («Salvo…»); 5 clicks made this way under 4x CPU throttling all published. One click.
  await autosaved
  await expect(page.locator('.status__value')).toHaveText('Modificato')
  const published = page.waitForResponse((r) => patch(r, false) && (r.request().postData() ?? '').includes('published'))
  await page.getByRole('button', { name: 'Pubblica modifiche' }).click()
  expect((await published).status()).toBe(200)

  await expect(async () => {
    const response = await page.request.get(href)
    expect(await response.text()).toContain(marker)
  }).toPass({ timeout: 15_000, intervals: [500, 1000] })
  await page.goto(href)
  await expect(page.locator('h1')).toHaveText(newTitle)
})
