import { expect, test, type Locator, type Page } from '@playwright/test'
import { expectNoAxeViolations } from '../support/axe'

const BANNERS = '/esempi/banner-e-colonne'
const BENEFITS = '/esempi/vantaggi'

/** Every image in the main content has a non-empty alt text. */
async function expectImagesWithAlt(page: Page) {
  const alts = await page.locator('main img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt') ?? ''))
  expect(alts.length).toBeGreaterThan(0)
  expect(alts.filter((alt) => !alt.trim())).toEqual([])
}

const box = async (locator: Locator) => (await locator.boundingBox())!

for (const width of [375, 1280]) {
  test.describe(`a ${width}px`, () => {
    test.beforeEach(async ({ page }) => page.setViewportSize({ width, height: 900 }))

    test('banner e colonne: un solo h1, titoli h2, immagini con testo alternativo e collegamenti', async ({ page }) => {
      await page.goto(BANNERS)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Esempi: banner e colonne')
      await expect(page.getByRole('navigation', { name: 'Percorso di navigazione' })).toBeVisible()
      for (const title of [
        'Porta i servizi del tuo ente sul cloud',
        'Cittadini e amministrazioni',
        'Servizi più sicuri con il cloud',
        'I temi del programma',
        'Hai bisogno di aiuto con la candidatura?',
        'Le regole complete del programma',
      ]) {
        await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible()
      }
      await expectImagesWithAlt(page)

      const grid = page.getByRole('region', { name: 'I temi del programma' })
      await expect(grid.getByRole('figure')).toHaveCount(3)
      await expect(grid.getByRole('link')).toHaveCount(2)
      await expect(grid.getByRole('link', { name: /si apre in una nuova finestra/ })).toHaveAttribute('target', '_blank')
      await expect(page.getByRole('link', { name: 'Vai al supporto' }).first()).toHaveAttribute('href', '/supporto')
      await expectNoAxeViolations(page)
    })

    test('banner diviso: immagine sopra il testo su smartphone, a lato su schermi larghi', async ({ page }) => {
      await page.goto(BANNERS)
      const banner = page.getByRole('region', { name: 'Porta i servizi del tuo ente sul cloud' })
      const heading = await box(banner.getByRole('heading', { level: 2 }))
      const image = await box(banner.getByRole('img'))
      if (width < 992) expect(image.y + image.height).toBeLessThanOrEqual(heading.y)
      else expect(image.x + image.width).toBeLessThanOrEqual(heading.x)
    })

    test('vantaggi e percorso: voci con titoli h3 e la tappa attuale indicata con «Oggi»', async ({ page }) => {
      await page.goto(BENEFITS)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Esempi: vantaggi e percorso del programma')
      const lumpSum = page.getByRole('region', { name: 'La nuova modalità di accesso forfettario' })
      await expect(lumpSum.getByRole('heading', { level: 3 })).toHaveCount(4)
      await expect(lumpSum.getByRole('heading', { name: 'Una sola registrazione' })).toBeVisible()

      const timeline = page.getByRole('region', { name: 'Il percorso del programma' })
      const steps = timeline.getByRole('listitem')
      await expect(steps).toHaveCount(5)
      await expect(steps.first()).toContainText('Novembre 2021')
      await expect(timeline.getByText('Oggi', { exact: true })).toHaveCount(1)
      await expect(steps.last().getByText('Oggi', { exact: true })).toBeVisible()
      await expect(steps.last()).toHaveAttribute('aria-current', 'step')
      await expectNoAxeViolations(page)
    })
  })
}
