import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { parseLegacyTsv } from '../../../src/content/legacy-redirects'
import { hydrated } from '../support/scripts'

const SHARED = path.resolve('..', 'shared', 'legacy-faq-redirects.tsv')
const importTable = (file: string) =>
  execFileSync('npm', ['run', '--silent', 'redirects:import', file], { env: process.env, encoding: 'utf8' })

test.describe.configure({ mode: 'serial' })

test('le vecchie ancore delle FAQ dimostrative portano al nuovo percorso', async ({ page }) => {
  await page.goto('/#01_generali/001_Cosilprogramma')
  await expect(page).toHaveURL(/\/supporto\/domande-frequenti\/generali\/che-cos-e-il-programma$/)
  await page.goto(`/notizie#${encodeURIComponent('03_supporto/001-contatti/004_assistenzatecnicaè')}`)
  await expect(page).toHaveURL(/\/supporto\/assistenza-tecnica$/)
})

test('senza un’ancora storica la pagina non chiede nulla al server', async ({ page }) => {
  const asked: string[] = []
  page.on('request', (r) => r.url().includes('/api/legacy-redirect') && asked.push(r.url()))
  await page.goto('/il-programma#main-content')
  await hydrated(page) // the fragment was read
  await page.goto('/')
  await hydrated(page)
  expect(asked).toEqual([])
  await expect(page).toHaveURL(/\/$/)
})

test('l’endpoint rifiuta identificativi non validi e non trova quelli sconosciuti', { tag: '@database' }, async ({ request }) => {
  expect((await request.get('/api/legacy-redirect?id=https://evil.example')).status()).toBe(400)
  expect((await request.get('/api/legacy-redirect?id=09_altro/001_inesistente')).status()).toBe(404)
})

// The real table lives beside the repository (never copied into it); CI has it.
if (fs.existsSync(SHARED)) {
  test('si importa senza duplicati e un campione di ancore arriva a destinazione', { tag: '@database' }, async ({ page }) => {
    test.setTimeout(180_000)
    expect(importTable(SHARED)).toMatch(/\d+ creati, 0 aggiornati, \d+ invariati, 0 righe non valide/)
    expect(importTable(SHARED)).toContain('0 creati, 0 aggiornati, 395 invariati, 0 righe non valide')

    const rows = parseLegacyTsv(fs.readFileSync(SHARED, 'utf8')).rows
    const special = rows.filter((r) => r.target.startsWith('/domande-frequenti/') || /[^\x00-\x7F]/.test(r.legacyId))
    expect(special.length).toBeGreaterThanOrEqual(3)
    const sample = [...special, ...rows.filter((_, i) => i % 60 === 0)]
    for (const row of sample) {
      // Any page follows an old anchor: a short one loads fastest.
      await page.goto(`/informativa-privacy#${encodeURIComponent(row.legacyId).replace(/%2F/g, '/')}`)
      await expect(page, row.legacyId).toHaveURL((url) => url.pathname === row.target)
    }
  })
}
