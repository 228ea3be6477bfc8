import { expect, test } from '@playwright/test'
import { firstLinkMatching } from '../support/links'

test('la home non mostra il percorso di navigazione', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('navigation', { name: 'Percorso di navigazione' })).toHaveCount(0)
})

test('il percorso di una FAQ usa i titoli per slug e non collega la pagina corrente', async ({ page }) => {
  await page.goto('/supporto/domande-frequenti')
  const href = await firstLinkMatching(page, /^\/supporto\/domande-frequenti\/[a-z-]+\/[a-z0-9-]+$/)
  await page.goto(href)
  const title = (await page.locator('h1').textContent())!.trim()
  const nav = page.getByRole('navigation', { name: 'Percorso di navigazione' })
  const items = nav.getByRole('listitem')
  await expect(items).toHaveCount(5)
  await expect(items.nth(0).getByRole('link')).toHaveAttribute('href', '/')
  await expect(items.nth(1).getByRole('link')).toHaveAttribute('href', '/supporto')
  await expect(items.nth(2).getByRole('link')).toHaveAttribute('href', '/supporto/domande-frequenti')
  // the category has its own page: the crumb takes its title and links to it
  const category = href.split('/')[3]!
  await expect(items.nth(3).getByRole('link')).toHaveAttribute('href', `/supporto/domande-frequenti/${category}`)
  await expect(items.nth(4)).toHaveText(title)
  await expect(items.nth(4).getByRole('link')).toHaveCount(0)
  await expect(items.nth(4)).toHaveAttribute('aria-current', 'page')

  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
  const list = jsonLd.map((t) => JSON.parse(t)).find((d) => d['@type'] === 'BreadcrumbList')
  expect(list.itemListElement).toHaveLength(5)
  expect(list.itemListElement[4].name).toBe(title)
})

test('il percorso senza /supporto di una FAQ reindirizza al percorso canonico', async ({ page }) => {
  await page.goto('/supporto/domande-frequenti')
  const href = await firstLinkMatching(page, /^\/supporto\/domande-frequenti\/[a-z-]+\/[a-z0-9-]+$/)
  const response = await page.goto(href.replace('/supporto', ''))
  expect(response?.status()).toBe(200)
  expect(new URL(page.url()).pathname).toBe(href)
})
