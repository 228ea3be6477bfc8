import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from '../support/axe'
import { hydrated } from '../support/scripts'

// Issue 39, problem 8: on a phone the header's search icon sent an empty search and left the focus on the body.
test.use({ viewport: { width: 390, height: 844 } })

test('sul telefono l’icona della ricerca apre il campo e vi porta il fuoco; con tre lettere cerca', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  const search = page.getByRole('search', { name: 'Cerca nel sito' }).first()
  const field = search.getByRole('searchbox')
  await expect(field).toBeHidden()
  await search.getByRole('button', { name: 'Cerca' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(field).toBeVisible()
  await expect(field).toBeFocused()
  await expectNoAxeViolations(page)
  await field.fill('cloud')
  await field.press('Enter')
  await expect(page).toHaveURL(/\/cerca\?q=cloud$/)
})
