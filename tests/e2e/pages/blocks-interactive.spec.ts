import { expect, type Page, test } from '@playwright/test'
import { videoPlayerExamples } from '../../../src/blocks/VideoPlayer/examples'
import { expectNoAxeViolations } from '../support/axe'

const DEMO = '/esempi/blocchi-interattivi'
const YOUTUBE_HOST = /(^|\.)(youtube\.com|youtube-nocookie\.com|youtu\.be|ytimg\.com|googlevideo\.com)$/

/** Records every request to a YouTube host and answers it locally, so the test needs no network. */
async function recordYouTube(page: Page): Promise<string[]> {
  const requests: string[] = []
  await page.route(
    (url) => YOUTUBE_HOST.test(url.hostname),
    (route) => {
      requests.push(route.request().url())
      return route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="it"><title>Lettore video</title></html>' })
    },
  )
  return requests
}

test('il pulsante Copia link copia l’indirizzo e torna all’etichetta iniziale dopo 3 secondi', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.clock.install({ time: new Date('2025-07-15T08:00:00Z') })
  await page.goto(DEMO)
  // The button exists only once the page is hydrated.
  const copy = page.getByRole('button', { name: 'Copia link' })
  await expect(copy).toBeVisible()
  await page.clock.pauseAt(new Date('2025-07-15T09:00:00Z'))

  await copy.click()
  await expect(page.getByRole('button', { name: 'Link Copiato' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Link Copiato' })).toHaveCount(1)
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url())

  await page.clock.runFor(2_900)
  await expect(page.getByRole('button', { name: 'Link Copiato' })).toBeVisible()
  await page.clock.runFor(100)
  await expect(page.getByRole('button', { name: 'Copia link' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Link Copiato' })).toHaveCount(0)
})

test('i video YouTube non contattano YouTube prima del consenso e la scelta ricordata vale dopo il ricaricamento', async ({ page }) => {
  const requests = await recordYouTube(page)
  await page.goto(DEMO)
  const first = page.getByRole('region', { name: videoPlayerExamples.presentazione.title })
  const accept = first.getByRole('button', { name: 'Accetta' })
  await expect(accept).toBeVisible()
  await expect(page.getByRole('button', { name: 'Accetta' })).toHaveCount(2)
  await expect(page.locator('iframe')).toHaveCount(0)
  await expectNoAxeViolations(page)
  expect(requests).toEqual([])

  await first.getByRole('checkbox', { name: 'Ricorda la scelta per tutti i video' }).check()
  await accept.click()
  const player = first.locator('iframe')
  await expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ')
  await expect(player).toHaveAttribute('title', `Video YouTube: ${videoPlayerExamples.presentazione.title}`)
  // Focus leaves the vanished Accetta for the player's box; Tab then enters the player.
  await expect(first.locator('.sito-video__player')).toBeFocused()
  expect(requests.every((url) => new URL(url).hostname === 'www.youtube-nocookie.com')).toBe(true)

  await page.reload()
  await expect(page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]')).toHaveCount(2)
  await expect(page.getByRole('button', { name: 'Accetta' })).toHaveCount(0)
  await expect(page.getByText('Questo video è ospitato su YouTube')).toHaveCount(0)
  await expectNoAxeViolations(page)
})

test('senza consenso ricordato, accettare un video non carica gli altri dopo il ricaricamento', async ({ page }) => {
  await recordYouTube(page)
  await page.goto(DEMO)
  const first = page.getByRole('region', { name: videoPlayerExamples.presentazione.title })
  await first.getByRole('button', { name: 'Accetta' }).click()
  await expect(first.locator('iframe')).toHaveCount(1)
  await expect(page.getByRole('button', { name: 'Accetta' })).toHaveCount(1)
  await page.reload()
  await expect(page.getByRole('button', { name: 'Accetta' })).toHaveCount(2)
})

test('i passaggi si aprono, si chiudono tutti insieme e si percorrono con le frecce, Home e Fine', async ({ page }) => {
  await page.goto(DEMO)
  const toggles = page.getByRole('button', { name: /^Passo \d/ })
  await expect(toggles).toHaveCount(5)
  // The exploded stepper has no toggles and its three steps are always open.
  const openSteps = page.getByRole('region', { name: /^Passo \d/ })
  await expect(openSteps).toHaveCount(3)

  await toggles.first().focus()
  await page.keyboard.press('ArrowDown')
  await expect(toggles.nth(1)).toBeFocused()
  await page.keyboard.press('ArrowUp')
  await expect(toggles.nth(0)).toBeFocused()
  await page.keyboard.press('ArrowUp')
  await expect(toggles.nth(4)).toBeFocused()
  await page.keyboard.press('Home')
  await expect(toggles.nth(0)).toBeFocused()
  await page.keyboard.press('End')
  await expect(toggles.nth(4)).toBeFocused()

  await page.keyboard.press('Enter')
  await expect(toggles.nth(4)).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByRole('region', { name: /^Passo 5 / })).toBeVisible()
  await page.keyboard.press('Space')
  await expect(toggles.nth(4)).toHaveAttribute('aria-expanded', 'false')

  await page.getByRole('button', { name: 'Mostra tutti' }).click()
  for (let i = 0; i < 5; i++) await expect(toggles.nth(i)).toHaveAttribute('aria-expanded', 'true')
  await expect(openSteps).toHaveCount(8)
  await expectNoAxeViolations(page)

  await page.getByRole('button', { name: 'Nascondi tutti' }).click()
  for (let i = 0; i < 5; i++) await expect(toggles.nth(i)).toHaveAttribute('aria-expanded', 'false')
  await expect(openSteps).toHaveCount(3)
  await expect(page.getByRole('button', { name: 'Mostra tutti' })).toHaveCount(1)
})
