import fs from 'node:fs'
import { expect, test } from '../support/editor'

// Costs that do not grow with the content (issue 16): pages beyond the prerendered ones, list windows.

test('un contenuto più vecchio di quelli prerenderizzati si genera alla prima richiesta, poi arriva dalla cache', { tag: '@database' }, async ({ anonymous }) => {
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

  test('ogni elenco si sfoglia: le pagine oltre la prima trentina di voci sono a /pagina/<n>', { tag: '@database' }, async ({ page, editor }) => {
    const slug = `prova-elenchi-${Date.now().toString(36)}`
    const dated = Array.from({ length: 35 }, (_, i) => ({ date: new Date(Date.UTC(2026, 0, 1 + i, 10)).toISOString(), title: `Scadenza numero ${i + 1}` }))
    const created = await editor.post('/cms-api/pages', {
      data: {
        title: 'Prova degli elenchi',
        slug,
        _status: 'published',
        body: [
          { blockType: 'faqList', id: 'tutte-le-faq', title: 'Tutte le domande', source: 'categoria', pageSize: 16 },
          { blockType: 'datedList', id: 'date', title: 'Date', pageSize: 10, items: dated },
        ],
      },
    })
    expect(created.status()).toBe(201)
    await page.goto(`/${slug}`)
    // 35 dates, 10 a page, newest first: a window holds about 30 items, so pages 1-3, then page 4 at /pagina/2.
    const datedList = page.locator('section[aria-labelledby="date-titolo"]')
    await expect(datedList.locator('ul.sito-list__items > li')).toHaveCount(30)
    await datedList.getByRole('link', { name: 'Pagina successiva' }).click()
    await expect(page).toHaveURL(new RegExp(`/${slug}#date-2$`))
    await datedList.getByRole('link', { name: 'Pagina 4', exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/${slug}/pagina/2#date-4$`))
    await expect(datedList.locator('ul.sito-list__items > li')).toHaveCount(5)
    await expect(datedList.locator('ul.sito-list__items > li').first()).toHaveText(/Scadenza numero 5$/)
    await datedList.getByRole('link', { name: 'Pagina 3', exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/${slug}#date-3$`))
    await expect(datedList.locator('#date-3')).toHaveText(/Scadenza numero 15$/)
    // Every published FAQ, 16 a page: one page a window, so page 2 is at /pagina/2.
    const faqList = page.locator('section[aria-labelledby="tutte-le-faq-titolo"]')
    await expect(faqList.locator('ul.sito-list__items > li')).toHaveCount(16)
    await faqList.getByRole('link', { name: 'Pagina 2', exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/${slug}/pagina/2#tutte-le-faq-2$`))
    await expect(faqList.locator('ul.sito-list__items > li').first()).toBeVisible()
    await expect(faqList.locator('[aria-current="page"]')).toHaveText('Pagina 2')
    expect((await page.request.get(`/${slug}/pagina/1`)).status()).toBe(404)
  })
})
