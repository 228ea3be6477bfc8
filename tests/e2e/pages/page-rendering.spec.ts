import { expect, test } from '@playwright/test'

const ITALIAN_DATE = /^\d{1,2} (gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre) \d{4}$/

test('una FAQ mostra intestazione con date, argomento, misura e beneficiari', async ({ page }) => {
  await page.goto('/supporto/domande-frequenti/generali/che-cos-e-il-programma')
  const header = page.locator('main header')
  await expect(header.getByRole('heading', { level: 1 })).toBeVisible()
  for (const term of ['Argomento', 'Pubblicata il', 'Ultima modifica', 'Data di aggiornamento']) {
    await expect(header.locator('dt', { hasText: term })).toHaveCount(1)
  }
  await expect(header.locator('dt:text-is("Argomento") + dd')).toHaveText('Generali')
  await expect(header.locator('dt:text-is("Pubblicata il") + dd')).toHaveText(ITALIAN_DATE)
})

test('in fondo alla pagina c’è "Aggiornato il" con la data in italiano', async ({ page }) => {
  await page.goto('/il-programma')
  const updated = page.locator('.sito-updated')
  await expect(updated).toHaveText(/^Aggiornato (il |l’)\d{1,2}°? [a-z]+ \d{4}$/)
  await expect(updated.locator('time')).toHaveText(ITALIAN_DATE)
  await expect(updated.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/)
})

test('lo spazio per la valutazione compare solo se nascondiValutazione è false', async ({ page }) => {
  await page.goto('/il-programma')
  const slot = page.locator('[data-rating-slot]')
  await expect(slot).toHaveCount(1)
  await expect(slot).toHaveAttribute('data-page-link', /^pages:\d+$/)
  await page.goto('/') // home: nascondiValutazione true
  await expect(page.locator('[data-rating-slot]')).toHaveCount(0)
  await page.goto('/supporto/domande-frequenti/generali/assistenza-gratuita') // FAQ with nascondiValutazione true
  await expect(page.locator('[data-rating-slot]')).toHaveCount(0)
})

test('le pagine sono in italiano con titolo e descrizione', async ({ page }) => {
  await page.goto('/il-programma')
  await expect(page).toHaveTitle('Il programma | PA digitale 2026')
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\w{3,}/)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/il-programma$/)
})
