// Seconds an editor needs, driven by a script at machine speed, for 'a new page with a hero,
// a text, an FAQ list and a chart, published' in the admin: from opening the new-page form to
// the public page answering with the chart. Against a running production build.
// Usage: node bench/admin/new-page.mjs [BASE_URL] [ROUNDS]
import { chromium } from 'playwright-core'

const base = (process.argv[2] ?? 'http://127.0.0.1:3100').replace(/\/$/, '')
const rounds = Number(process.argv[3] ?? 3)
const EDITOR = { email: 'redazione@example.it', password: 'Redazione-2026' }

async function addBlock(page, name, index) {
  await page.locator('#field-body').getByRole('button', { name: /Aggiungi/ }).last().click()
  // The picker's buttons are named by thumbnail and label: match the label at the end.
  await page.getByRole('button', { name: new RegExp(`(^|\\s)${name}$`) }).first().click()
  await page.locator(`#body-row-${index}`).waitFor()
}

async function newPage(page, n) {
  const title = `Pagina di prova ${Date.now()} ${n}`
  await page.goto(`${base}/admin/collections/pages/create`)
  await page.locator('#field-title').fill(title)
  await addBlock(page, 'Hero', 0)
  await page.locator('#field-body__0__title').fill('Una pagina scritta di corsa')
  await addBlock(page, 'Testo formattato', 1)
  await page.locator('#body-row-1 [contenteditable="true"]').fill('Un paragrafo di testo della pagina.')
  await addBlock(page, 'Elenco di domande frequenti', 2)
  await page.locator('#field-body__2__title').fill('Domande frequenti')
  await addBlock(page, 'Grafico con KPI', 3)
  await page.locator('#field-body__3__anchor').fill('progetti')
  await page.locator('#field-body__3__title').fill('Progetti per regione')
  await page.getByLabel('Intestazione delle categorie').fill('Regione')
  await page.getByLabel('Nome della serie 1').fill('Progetti')
  for (const [region, value] of [['Lazio', '120'], ['Puglia', '85']]) {
    await page.getByRole('button', { name: 'Aggiungi una riga' }).click()
    const row = page.locator('.sito-chart-editor__table tbody tr').last()
    await row.getByRole('textbox').nth(0).fill(region)
    await row.getByRole('textbox').nth(1).fill(value)
  }
  // The slug follows the title as it is typed; autosave may have created the draft first.
  const slug = (await page.locator('#field-slug').inputValue()) || title.toLowerCase().replaceAll(' ', '-')
  await page.locator('#field-slug').fill(slug)
  await page.getByRole('button', { name: 'Pubblica modifiche' }).click()
  await page.waitForURL(/\/admin\/collections\/pages\/\d+/)
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    const response = await fetch(`${base}/${slug}`)
    if (response.status === 200 && (await response.text()).includes('Progetti per regione')) return slug
    await new Promise((r) => setTimeout(r, 200))
  }
  await page.screenshot({ path: 'bench/admin/non-pubblicata.png', fullPage: true })
  throw new Error(`/${slug} non risponde con il grafico dopo 60 s (bench/admin/non-pubblicata.png)`)
}

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] })
const page = await browser.newPage({ locale: 'it-IT', timezoneId: 'Europe/Rome' })
await page.goto(`${base}/admin/login`)
await page.locator('#field-email').fill(EDITOR.email)
await page.locator('#field-password').fill(EDITOR.password)
await page.locator('button[type=submit]').click()
await page.waitForURL(/\/admin\/?$/)
const times = []
for (let n = 1; n <= rounds; n++) {
  const start = performance.now()
  const slug = await newPage(page, n)
  times.push((performance.now() - start) / 1000)
  console.log(`giro ${n}: /${slug} pubblicata in ${times.at(-1).toFixed(1)} s`)
}
times.sort((a, b) => a - b)
console.log(`mediana ${times[Math.floor(times.length / 2)].toFixed(1)} s su ${rounds} giri`)
await browser.close()
