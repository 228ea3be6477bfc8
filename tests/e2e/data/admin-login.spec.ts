import { expect, test } from '@playwright/test'
import { watchViolations } from '../support/csp-violations'
import { EDITOR } from '../support/editor'
import { hydrated } from '../support/scripts'

// The admin's own login form, used as an editor does, under the Content-Security-Policy.
// A real login (not the run's saved session): it writes a session to the user's row.

test('l’area redazione si apre e si usa senza violazioni della CSP', async ({ page }) => {
  test.setTimeout(90_000)
  const violations = await watchViolations(page)
  await page.goto('/admin/login')
  await hydrated(page)
  await page.getByLabel('Email').fill(EDITOR.email)
  await page.getByLabel('Password').fill(EDITOR.password)
  await page.getByRole('button', { name: /^(login|accedi)$/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
  await hydrated(page)
  await page.goto('/admin/collections/news')
  await hydrated(page)
  await expect(page.locator('table')).toBeVisible()
  expect(violations).toEqual([])
})
