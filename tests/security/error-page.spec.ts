import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { type Browser, chromium, expect, test } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../support/chromium'
import { expectNoAxeViolations, expectNoAxeViolationsWithoutJs } from '../e2e/support/axe'
import { SECURITY_BASE, type Server, startServer } from './server'

// Issue 39, problem 8: a page that fails to render showed Next's English «This page couldn't load»,
// without the site's frame, without lang, and nothing at all without JavaScript. A real failure:
// the avvisi's table goes missing under a running server (on a copy of the test database).
let server: Server | undefined
let browser: Browser | undefined
let dataDir = ''
test.beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sito-errore-'))
  fs.cpSync(path.resolve(process.env.DATA_DIR ?? '.test-data'), dataDir, { recursive: true })
  server = await startServer({ DATA_DIR: dataDir })
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
})
test.afterAll(async () => {
  await browser?.close()
  await server?.stop()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

test('una pagina che non si riesce a comporre risponde 500 con la pagina d’errore italiana, nella cornice del sito, anche senza JavaScript', async () => {
  const db = new DatabaseSync(path.join(dataDir, 'sito.db'))
  db.exec('ALTER TABLE announcements RENAME TO announcements_perduta')
  try {
    for (const javaScriptEnabled of [false, true]) {
      for (const width of [390, 1280]) {
        const context = await browser!.newContext({ baseURL: SECURITY_BASE, javaScriptEnabled, viewport: { width, height: 900 } })
        const page = await context.newPage()
        const answer = await page.goto('/avvisi?stato=aperto')
        expect(answer?.status()).toBe(500)
        await expect(page.locator('html')).toHaveAttribute('lang', 'it')
        await expect(page).toHaveTitle(/^Errore del server \| /)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('La pagina non si è potuta caricare')
        await expect(page.locator('header').first()).toBeVisible()
        await expect(page.locator('footer').first()).toBeVisible()
        await expect(page.getByRole('link', { name: 'Torna alla pagina iniziale' })).toHaveAttribute('href', '/')
        await expect(page.locator('body')).not.toContainText('couldn')
        // The address stays the one asked for (no router moving to /errore), and a search still works from here.
        expect(new URL(page.url()).pathname).toBe('/avvisi')
        if (!javaScriptEnabled) await page.screenshot({ path: `test-results/errore-500-${width}.png`, fullPage: true })
        // axe runs in the page: without JavaScript, on a copy of what the visitor received.
        await (javaScriptEnabled ? expectNoAxeViolations(page) : expectNoAxeViolationsWithoutJs(page, browser!))
        await context.close()
      }
    }
  } finally {
    db.exec('ALTER TABLE announcements_perduta RENAME TO announcements')
    db.close()
  }
  // Mended, the same page renders again: the error page was not cached in its place.
  expect((await fetch(`${SECURITY_BASE}/avvisi?stato=aperto`)).status).toBe(200)
})
