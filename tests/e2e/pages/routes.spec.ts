import { expect, test } from '@playwright/test'
import { expectNoAxeViolations, expectNoAxeViolationsWithoutJs } from '../support/axe'
import { firstLinkMatching } from '../support/links'

const fixedRoutes = [
  '/',
  '/il-programma',
  '/notizie',
  '/guide-e-risorse',
  '/supporto',
  '/supporto/assistenza-tecnica',
  '/supporto/domande-frequenti',
  '/open-data',
  '/open-data/avanzamento-del-programma',
  '/novita/newsletter',
  '/informativa-privacy',
  '/cerca',
  '/esempi',
]

for (const route of fixedRoutes) {
  test(`${route} risponde 200 in italiano senza violazioni di accessibilità`, async ({ page }) => {
    const response = await page.goto(route)
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'it')
    await expect(page.locator('h1')).toHaveCount(1)
    await expect(page.locator('h1')).not.toBeEmpty()
    await expectNoAxeViolations(page)
  })
}

const sections = [
  { index: '/notizie', item: /^\/notizie\/[a-z0-9-]+$/ },
  { index: '/guide-e-risorse', item: /^\/guide-e-risorse\/[a-z0-9-]+$/ },
  { index: '/supporto/domande-frequenti', item: /^\/supporto\/domande-frequenti\/[a-z-]+\/[a-z0-9-]+$/ },
]

for (const { index, item } of sections) {
  test(`una voce di ${index} si apre dall'indice della sezione`, async ({ page }) => {
    await page.goto(index)
    const href = await firstLinkMatching(page, item)
    const response = await page.goto(href)
    expect(response?.status()).toBe(200)
    await expect(page.locator('h1')).toHaveCount(1)
    await expectNoAxeViolations(page)
  })
}

test('un indirizzo sconosciuto risponde 404 con una pagina in italiano', async ({ page }) => {
  const response = await page.goto('/questa-pagina-non-esiste')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagina non trovata')
  await expect(page.getByRole('link', { name: 'Torna alla pagina iniziale' })).toBeVisible()
  await expectNoAxeViolations(page)
})

test('uno slug sconosciuto dentro una sezione risponde 404', async ({ page }) => {
  expect((await page.goto('/notizie/notizia-che-non-esiste'))?.status()).toBe(404)
  expect((await page.goto('/supporto/domande-frequenti/generali/domanda-inesistente'))?.status()).toBe(404)
  for (const section of ['misure', 'avvisi', 'beneficiari']) {
    const response = await page.goto(`/${section}/voce-inesistente`)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagina non trovata')
  }
})

test.describe('senza JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  // Next renders on the server only the 404 of an unmatched route (global-not-found.tsx): the proxy sends there
  // the paths the catch-all route would not find, at any depth; a known one stays 200 and keeps its page.
  for (const path of ['/pagina-che-non-esiste', '/notizie/non-esiste', '/faq/x/y', '/supporto/domande-frequenti/generali/x/y']) {
    test(`${path}: 404 resa sul server con titolo e cornice del sito`, async ({ page, browser }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.locator('html')).toHaveAttribute('lang', 'it')
      await expect(page).toHaveTitle('Pagina non trovata | PA digitale 2026')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagina non trovata')
      await expect(page.locator('header .it-brand-title')).toHaveText('PA digitale 2026')
      await expect(page.locator('footer').getByText('Finanziato dall’Unione europea – NextGenerationEU')).toBeVisible()
      await expect(page.locator('main').getByRole('searchbox', { name: 'Cerca nel sito' })).toBeVisible()
      if (path === '/pagina-che-non-esiste') await expectNoAxeViolationsWithoutJs(page, browser)
    })
  }

  test('un indirizzo che esiste non è toccato, anche se la richiesta dice il contrario', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-sito-pagina-mancante': '1' })
    expect((await page.goto('/notizie'))?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Pagina non trovata')
  })
})

test('/dati porta alla sezione open data', async ({ page }) => {
  await page.goto('/dati/avanzamento-del-programma')
  expect(new URL(page.url()).pathname).toBe('/open-data/avanzamento-del-programma')
})
