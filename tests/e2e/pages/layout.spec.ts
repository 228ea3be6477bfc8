import { expect, test } from '@playwright/test'
import { hydrated } from '../support/scripts'

test('il primo tasto Tab porta al link per saltare al contenuto', async ({ page }) => {
  await page.goto('/il-programma')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Vai al contenuto principale' })
  await expect(skip).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.locator('#main-content')).toBeFocused()
})

test('nessuna richiesta a host di terze parti e font serviti dal sito', async ({ page }) => {
  const hosts = new Set<string>()
  const fonts: string[] = []
  // Do Not Track: a data spec may turn Web Analytics Italia on meanwhile (tests/e2e/data/frame-globals.spec.ts).
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }))
  page.on('request', (req) => {
    const url = new URL(req.url())
    hosts.add(url.host)
    if (req.resourceType() === 'font') fonts.push(url.pathname)
  })
  await page.goto('/')
  await hydrated(page)
  await page.evaluate(() => document.fonts.ready)
  expect([...hosts]).toEqual(['127.0.0.1:3100'])
  expect(fonts.length).toBeGreaterThan(0)
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^titillium,/i)
})

test('la ricerca nell’intestazione porta a /cerca con la query', async ({ page }) => {
  await page.goto('/')
  const search = page.getByRole('search').first()
  await search.getByRole('searchbox').fill('cloud')
  await search.getByRole('button', { name: 'Cerca' }).click()
  await expect(page).toHaveURL(/\/cerca\?q=cloud$/)
  await expect(page.getByRole('combobox', { name: 'Cosa stai cercando?' })).toHaveValue('cloud')
})

test.describe('schermo piccolo', () => {
  test.use({ viewport: { width: 390, height: 800 } })
  test('il menu si apre e si chiude da tastiera', async ({ page }) => {
    await page.goto('/')
    const toggle = page.getByRole('button', { name: 'Mostra/Nascondi la navigazione' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const menu = page.getByRole('navigation', { name: 'Menu principale' })
    await expect(menu.getByRole('link', { name: 'Notizie' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(toggle).toBeFocused()
  })
})

test('i colori del foglio di stile sono validi dopo la minificazione', async ({ page, request }) => {
  await page.goto('/')
  const sheets = await page.locator('link[rel="stylesheet"]').evaluateAll((els) => els.map((e) => e.getAttribute('href')!))
  expect(sheets.length).toBeGreaterThan(0)
  for (const href of sheets) {
    const css = await (await request.get(href)).text()
    // rgb(0,35%,70%) mixes numbers and percentages: browsers drop such a declaration
    expect(css.match(/rgba?\((?=[^)]*%)(?=[^)]*\b\d+(?:\.\d+)?(?![\d.%]))[^)]*\)/g) ?? [], href).toEqual([])
  }
  const slim = page.locator('.it-header-slim-wrapper')
  await expect(slim).toHaveCSS('background-color', 'rgb(0, 89, 179)')
})
