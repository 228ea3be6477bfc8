import { EDITOR_STATE, expect, test } from '../support/editor'

test.use({ storageState: EDITOR_STATE })

// plugin-redirects has no Italian strings of its own: the site's i18n gives them.
test('il modulo dei reindirizzamenti in redazione è tutto in italiano', async ({ page }) => {
  await page.goto('/admin/collections/redirects/create')
  await expect(page.getByText('Tipo di reindirizzamento').first()).toBeVisible()
  await expect(page.getByText('Tipo di destinazione').first()).toBeVisible()
  await expect(page.locator('body')).not.toContainText('plugin-redirects:')
  await expect(page.locator('body')).not.toContainText(/Redirect Type|To URL Type|Custom URL|Internal link/)
})
