import { expect, test } from '@playwright/test'

// Issue 39: deadlines that come to the user. The /avvisi filters carry over to a calendar a Comune
// subscribes to and to RSS/Atom feeds of the avvisi (seeded demo content, without JavaScript).
test.use({ javaScriptEnabled: false })

test('dai filtri di /avvisi al calendario e ai feed degli stessi avvisi', async ({ page, request }) => {
  await page.goto('/avvisi?stato=aperto&beneficiario=comuni')
  const shownNames = await page.locator('main .sito-avviso .sito-card__title').allTextContents()
  expect(shownNames.length).toBeGreaterThan(0)
  const subscribe = page.getByRole('link', { name: 'Abbonati al calendario degli avvisi' })
  const webcal = (await subscribe.getAttribute('href'))!
  expect(webcal).toMatch(/^webcal:\/\/[^/]+\/avvisi\/calendario\.ics\?stato=aperto&beneficiario=comuni$/)

  const ics = await request.get(`/avvisi/calendario.ics?stato=aperto&beneficiario=comuni`)
  expect(ics.status()).toBe(200)
  expect(ics.headers()['content-type']).toBe('text/calendar; charset=utf-8')
  const text = (await ics.text()).replace(/\r\n /g, '')
  const deadlines = [...text.matchAll(/SUMMARY:Scadenza avviso: (.+)\r\n/g)].map((m) => m[1]!.replace(/\\,/g, ','))
  expect(deadlines.sort()).toEqual(shownNames.map((n) => n.trim()).sort())
  expect(text).toContain('X-WR-TIMEZONE:Europe/Rome')

  const all = (await (await request.get('/avvisi/calendario.ics')).text()).match(/BEGIN:VEVENT/g) ?? []
  expect(all.length).toBeGreaterThan(deadlines.length * 2 - 1)

  const rss = await request.get('/avvisi/feed.xml?beneficiario=comuni')
  expect(rss.headers()['content-type']).toContain('application/rss+xml')
  const xml = await rss.text()
  expect(xml).toContain('<language>it-IT</language>')
  for (const name of shownNames) expect(xml).toContain(`<title>${name.trim().replace(/&/g, '&amp;')}</title>`)
  const atom = await request.get('/avvisi/atom.xml')
  expect(await atom.text()).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="it">')
})
