import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { movedQuestionPath, parseLegacyTsv } from '../../../src/content/legacy-redirects'
import { hydrated } from '../support/scripts'

const SHARED = path.resolve('..', 'shared', 'legacy-faq-redirects.tsv')
const FAQ_EXPORT = path.resolve('tests/e2e/data/fixtures/faq-export.csv')
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

test('un’ancora senza destinazione, o con la domanda ritirata, porta alla ricerca nelle FAQ con la frase che lo spiega', async ({ page, request }) => {
  expect((await request.get('/api/legacy-redirect?id=https://evil.example')).status()).toBe(400)
  // No mapping: the old anchor's words fill the search of the FAQ index.
  await page.goto('/informativa-privacy#01_generali/009_AssistenzaGratuita')
  await expect(page).toHaveURL(/\/supporto\/domande-frequenti\?q=Assistenza\+Gratuita&spostata=generali$/)
  const note = page.getByRole('note').filter({ hasText: 'La domanda che cercavi è stata spostata' })
  await expect(note).toContainText('Abbiamo cercato «Assistenza Gratuita» tra le domande frequenti')
  await expect(note.getByRole('link', { name: 'Generali' })).toHaveAttribute('href', '/supporto/domande-frequenti/generali')
  await expect(page.getByRole('searchbox', { name: 'Scrivi la tua domanda' })).toHaveValue('Assistenza Gratuita')
  await expect(page.getByRole('list', { name: 'Domande trovate' }).getByRole('link', { name: /assistenza offerta dal programma/ })).toBeVisible()
  // A mapping whose FAQ is gone (seeded on purpose): its slug is searched, in its category.
  await page.goto('/informativa-privacy#05_misure/001-avvisi-chiusi/001_Avviso2022Scuole')
  await expect(page).toHaveURL(/\/supporto\/domande-frequenti\?q=avviso\+scuole\+2022&spostata=misure-e-avvisi$/)
  await expect(page.getByRole('note').getByRole('link', { name: 'Misure e avvisi' })).toBeVisible()
  // A question word run into the next one is split, the stop words dropped: the IBAN question is found (issue 39).
  await page.goto('/informativa-privacy#07_rendicontazione/013_ComecambioIBAN')
  await expect(page).toHaveURL(/\/supporto\/domande-frequenti\?q=cambio\+IBAN&spostata=rendicontazione$/)
  await expect(page.getByRole('list', { name: 'Domande trovate' }).getByRole('link', { name: /IBAN o conto di tesoreria/ })).toBeVisible()
})

test('l’export delle FAQ si importa in un comando, di nuovo senza cambiare nulla, e le vecchie ancore arrivano alle domande', { tag: '@database' }, async ({ page }) => {
  test.setTimeout(120_000)
  const run = () => spawnSync('npm', ['run', '--silent', 'faq:import', FAQ_EXPORT], { env: process.env, encoding: 'utf8' })
  const first = run()
  // Invalid rows are reported with their line and make the exit status 1; the valid ones are imported.
  expect(first.stderr).toContain('riga 8: manca la risposta')
  expect(first.stderr).toContain('riga 9: categoria sconosciuta: argomento-inesistente')
  expect(first.status).toBe(1)
  // 3 created on a fresh database (0 if an earlier run left them).
  expect(first.stdout).toMatch(/Domande frequenti: [03] creati, 0 aggiornati, [03] invariati\. Reindirizzamenti: [03] creati, 0 aggiornati, [03] invariati\. 2 righe non valide\./)
  expect(run().stdout).toContain('Domande frequenti: 0 creati, 0 aggiornati, 3 invariati. Reindirizzamenti: 0 creati, 0 aggiornati, 3 invariati.')

  await page.goto('/informativa-privacy#09_prova-import/vecchia/002_Tempiverifica')
  await expect(page).toHaveURL(/\/supporto\/domande-frequenti\/misure-e-avvisi\/entro-quanti-giorni-arriva-l-esito-della-verifica-formale$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Entro quanti giorni arriva l'esito della verifica formale?")
  await page.goto('/#09_prova-import/001_Delegarelafirma')
  await expect(page).toHaveURL(/\/utilizzo-piattaforma\/posso-delegare-a-un-collega-la-firma-della-candidatura$/)
  await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: 'carica in piattaforma' })).toBeVisible()
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
      // The demo has few of these FAQs: an anchor whose question is not here lands on the FAQ search, with its target's words.
      const moved = movedQuestionPath(row.legacyId, row.target)
      await expect(page, row.legacyId).toHaveURL((url) => url.pathname === row.target || url.pathname + url.search === moved)
    }
  })
}
