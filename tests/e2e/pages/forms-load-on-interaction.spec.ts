import { expect, test } from '@playwright/test'

// A form page's checks (zod) and captcha widget are not run at load, where they would block the
// main thread while the page is still loading: they load on the visitor's first focus or touch,
// the captcha also when it comes near the screen. Its room is kept, so nothing moves then.

const PATH = '/supporto/richiedi-assistenza'
const widgetDefined = (page: import('@playwright/test').Page) => page.evaluate(() => customElements.get('altcha-widget') !== undefined)

test.use({ viewport: { width: 390, height: 800 } })

test('il controllo anti-robot si carica alla prima interazione, senza spostare la pagina', async ({ page }) => {
  await page.goto(PATH)
  await page.waitForLoadState('networkidle')
  expect(await widgetDefined(page)).toBe(false)
  const widget = page.locator('altcha-widget')
  const button = page.getByRole('button', { name: 'Invia Richiesta' })
  // Positions in the page, not the viewport (focusing a field may scroll).
  const top = (el: Element) => el.getBoundingClientRect().top + window.scrollY
  const height = (el: Element) => el.getBoundingClientRect().height
  const before = { widget: await widget.evaluate(height), button: await button.evaluate(top) }
  expect(before.widget).toBeGreaterThanOrEqual(48)

  await page.getByLabel(/^Email/).focus()
  await expect(widget.getByText('Non sono un robot')).toBeVisible()
  expect(await widget.evaluate(height)).toBe(before.widget)
  expect(await button.evaluate(top)).toBe(before.button)
})

test('il controllo anti-robot si carica anche scorrendo fino al modulo', async ({ page }) => {
  await page.goto(PATH)
  await page.waitForLoadState('networkidle')
  expect(await widgetDefined(page)).toBe(false)
  await page.locator('altcha-widget').scrollIntoViewIfNeeded()
  await expect(page.locator('altcha-widget').getByText('Non sono un robot')).toBeVisible()
})
