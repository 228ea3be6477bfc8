import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Opens a page with a form and waits until the form is hydrated (it then sets `novalidate`:
 * its own validation takes over). The server renders the form whole, so a test could type
 * before hydration, and React would then render the fields again from its empty state.
 */
export async function openForm(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await expect(page.locator('main form[novalidate]:not(#valutazione form)').first()).toBeAttached()
}

/**
 * Brings the page's feedback widget near the screen, where its version with the comment dialog
 * is loaded, and waits for it (a radio group; the plain form it replaces is not one).
 */
export async function openRating(page: Page): Promise<Locator> {
  const widget = page.locator('#valutazione')
  await widget.scrollIntoViewIfNeeded()
  await expect(widget.getByRole('radiogroup', { name: 'Questa pagina ti è stata utile?' })).toBeVisible()
  return widget
}
