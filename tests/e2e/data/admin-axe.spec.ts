import fs from 'node:fs'
import type { Page } from '@playwright/test'
import { EDITORIAL_COLLECTIONS } from '../../../src/content/paths'
import { type Allowed, allowedReport, axeFindings, failing, type Finding } from '../support/admin-axe'
import { EDITOR_STATE, expect, test } from '../support/editor'
import { hydrated } from '../support/scripts'

/**
 * Payload's violations (critical or serious) that no configuration, translation, custom
 * component or style of ours can remove, each with its upstream issue (bench/admin/ACCESSIBILITA.md).
 * A node outside this list fails the test; so does any violation inside our own components.
 */
const ALLOWED: Allowed[] = [
  {
    rule: 'nested-interactive',
    selector: '.rs__multi-value',
    upstream: 'payloadcms/payload#1227, clauderic/dnd-kit#403',
    why: 'ogni scelta di un campo a scelta multipla è un elemento trascinabile (role=button di dnd-kit) che contiene il suo pulsante «Rimuovi»',
  },
]

// axe (WCAG 2.1 A and AA) on every admin screen editors use: the login, the dashboard, every
// collection's list, the create and the edit form of each editorial type, a versions view.
// One browser context, one session (the run's editor), one page reused.
test('accessibilità della redazione: accesso, bacheca, ogni elenco, creazione e modifica di ogni tipo editoriale, versioni', async ({ browser, baseURL, editor }) => {
  // 82-88 s on this machine at load 2-3, 158 s at load 7.
  test.setTimeout(300_000)
  const started = Date.now()
  const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } })
  const page = await context.newPage()
  const findings: Finding[] = []
  const sweep = async (screen: string, path: string) => {
    await open(page, path)
    findings.push(...(await axeFindings(page, screen, ALLOWED)))
  }

  await sweep('accesso', '/admin/login')
  await expect(page.getByRole('button', { name: 'Accedi' })).toBeVisible()
  await context.addCookies(JSON.parse(fs.readFileSync(EDITOR_STATE, 'utf8')).cookies)
  await sweep('bacheca', '/admin')
  const lists = await collectionsOnDashboard(page)
  expect(lists).toEqual(expect.arrayContaining([...EDITORIAL_COLLECTIONS, 'revisioni', 'users', 'redirects']))
  for (const slug of lists) await sweep(`elenco ${slug}`, `/admin/collections/${slug}`)

  const created: [string, string][] = []
  for (const slug of EDITORIAL_COLLECTIONS) {
    await sweep(`nuovo ${slug}`, `/admin/collections/${slug}/create`)
    const id = /\/collections\/[^/]+\/([^/?]+)$/.exec(new URL(page.url()).pathname)?.[1]
    if (id && id !== 'create') created.push([slug, id])
    const { docs } = await (await editor.get(`/cms-api/${slug}?limit=1&depth=0&sort=id`)).json()
    await sweep(`modifica ${slug}`, `/admin/collections/${slug}/${docs[0].id}`)
  }
  // The versions of the last one: the document's tabs with «Versioni» open.
  await sweep('versioni', `${new URL(page.url()).pathname}/versions`)
  // «Crea nuovo» with autosave creates the document: the empty drafts go (404: the admin discarded it already).
  for (const [slug, id] of created) expect([200, 404]).toContain((await editor.delete(`/cms-api/${slug}/${id}`)).status())
  await context.close()

  // Printed as the suite's summary shows what a passing test reports (scripts/test.sh).
  fs.writeFileSync('test-results/axe-admin.json', JSON.stringify(findings, null, 1))
  const screens = `${3 + lists.length + 2 * EDITORIAL_COLLECTIONS.length} schermate in ${Math.round((Date.now() - started) / 1000)} s`
  for (const line of [`axe sulla redazione: ${screens}`, ...allowedReport(findings, ALLOWED)]) console.warn(`avviso del test: ${line}`)
  expect(findings.filter(failing).map((f) => `${f.screen}: ${f.rule} (${f.impact}) ${f.target}${f.ours ? ' [nostro]' : ''}`)).toEqual([])
})

/** Opens an admin screen and waits until it has mounted (on a stored document, until our review panel has loaded). */
async function open(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'domcontentloaded' })
  await expect(page.locator('.template-default, .template-minimal').first()).toBeVisible()
  await hydrated(page)
  // A stored document (autosave stores a new one at once): our review panel.
  if (/\/collections\/[^/]+\/(?!create$)[^/]+$/.test(new URL(page.url()).pathname)) await expect(page.getByTestId('revisione')).toBeVisible()
  else if (path.endsWith('/versions')) await expect(page.getByRole('listitem').filter({ hasText: /^Versioni \d+$/ })).toBeVisible()
  await expect(page.locator('.shimmer-effect')).toHaveCount(0)
}

/** The collections the dashboard links to: every list an editor can open. */
async function collectionsOnDashboard(page: Page): Promise<string[]> {
  const hrefs = await page.locator('a[href^="/admin/collections/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
  return [...new Set(hrefs.map((h) => /^\/admin\/collections\/([^/?]+)\/?$/.exec(h)?.[1]).filter((s): s is string => Boolean(s)))]
}
