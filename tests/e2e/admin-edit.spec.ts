import { expect, test } from '@playwright/test'
import { EDITOR, firstLinkMatching } from './helpers'

test('una modifica salvata nell’area redazione appare sulla pagina pubblica', async ({ page }) => {
  test.setTimeout(120_000)
  await page.goto('/supporto/domande-frequenti')
  const href = await firstLinkMatching(page, /^\/supporto\/domande-frequenti\/[a-z-]+\/[a-z0-9-]+$/)
  const slug = href.split('/').pop()!

  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(EDITOR.email)
  await page.getByLabel('Password').fill(EDITOR.password)
  await page.getByRole('button', { name: /^(login|accedi)$/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)

  const api = await page.request.get(`/cms-api/faqs?where[slug][equals]=${slug}&depth=0`)
  const faq = (await api.json()).docs[0]
  const newTitle = `${faq.title} (rivista ${Date.now()})`

  await page.goto(`/admin/collections/faqs/${faq.id}`)
  const title = page.locator('#field-title')
  await title.fill(newTitle)
  const saved = page.waitForResponse(
    (r) => r.url().includes(`/cms-api/faqs/${faq.id}`) && r.request().method() === 'PATCH',
  )
  await page.getByRole('button', { name: 'Salva' }).click()
  expect((await saved).status()).toBe(200)

  await expect(async () => {
    const response = await page.request.get(href)
    expect(await response.text()).toContain(newTitle)
  }).toPass({ timeout: 15_000, intervals: [500, 1000] })
  await page.goto(href)
  await expect(page.locator('h1')).toHaveText(newTitle)
})
