import fs from 'node:fs'
import { expect, test } from '../support/editor'

// Costs that do not grow with the content (issue 16): pages beyond the prerendered ones, list windows.

test('un contenuto più vecchio di quelli prerenderizzati si genera alla prima richiesta, poi arriva dalla cache', async ({ anonymous }) => {
  const oldest = (await (await anonymous.get('/cms-api/faqs?sort=updatedAt&limit=1&depth=0')).json()).docs[0]
  const path = `/supporto/domande-frequenti/${oldest.category}/${oldest.slug}`
  const prerendered = Object.keys(JSON.parse(fs.readFileSync('.next/prerender-manifest.json', 'utf8')).routes)
  expect(prerendered).toContain('/supporto/domande-frequenti')
  expect(prerendered).not.toContain(path)
  const first = await anonymous.get(path)
  expect(first.status()).toBe(200)
  expect(await first.text()).toContain(oldest.title)
  const again = await anonymous.get(path)
  expect(again.headers()['x-nextjs-cache']).toBe('HIT')
})

test.describe('senza JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('ogni elenco si sfoglia: le pagine oltre le prime cinque sono a /pagina/<n>', async ({ page, editor }) => {
    const slug = `prova-elenchi-${Date.now().toString(36)}`
    const dated = Array.from({ length: 7 }, (_, i) => ({ date: `2026-01-${String(10 + i).padStart(2, '0')}T10:00:00.000Z`, title: `Scadenza numero ${i + 1}` }))
    const created = await editor.post('/cms-api/pages', {
      data: {
        title: 'Prova degli elenchi',
        slug,
        _status: 'published',
        body: [
          { blockType: 'faqList', id: 'tutte-le-faq', title: 'Tutte le domande', source: 'tutte', pageSize: 1 },
          { blockType: 'datedList', id: 'date', title: 'Date', pageSize: 1, items: dated },
        ],
      },
    })
    expect(created.status()).toBe(201)
    await page.goto(`/${slug}`)
    // Seven dates, one a page, newest first: the first window holds pages 1-5, the second 6-7.
    const datedList = page.locator('section[aria-labelledby="date-titolo"]')
    await expect(datedList.locator('ul.sito-list__items > li')).toHaveCount(5)
    await datedList.getByRole('link', { name: 'Pagina successiva' }).click()
    await expect(page).toHaveURL(new RegExp(`/${slug}#date-2$`))
    await datedList.getByRole('link', { name: 'Pagina 7', exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/${slug}/pagina/2#date-7$`))
    await expect(datedList.locator('ul.sito-list__items > li')).toHaveText([/Scadenza numero 2/, /Scadenza numero 1/])
    await datedList.getByRole('link', { name: 'Pagina 5', exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/${slug}#date-5$`))
    await expect(datedList.locator('#date-5')).toHaveText(/Scadenza numero 3/)
    // Every published FAQ, one a page: five in the first window, the last page in its own.
    const faqList = page.locator('section[aria-labelledby="tutte-le-faq-titolo"]')
    await expect(faqList.locator('ul.sito-list__items > li')).toHaveCount(5)
    const last = faqList.locator('.pagination li:nth-last-child(2) a')
    const lastHref = await last.getAttribute('href')
    expect(lastHref).toMatch(new RegExp(`^/${slug}/pagina/\\d+#tutte-le-faq-\\d+$`))
    await last.click()
    await expect(faqList.locator('ul.sito-list__items > li').first()).toBeVisible()
    await expect(faqList.locator('[aria-current="page"]')).toHaveCount(1)
    expect((await page.request.get(`/${slug}/pagina/1`)).status()).toBe(404)
  })
})
