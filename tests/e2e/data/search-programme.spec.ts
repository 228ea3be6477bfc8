import { expect, test } from '@playwright/test'
import { PROGRAMME_QUERIES } from './search-programme-queries'

// Issue 39, problem 4: the search knows the programme. On the seeded demo content, through the
// API the search page reads: measures and beneficiaries indexed, codes, acronyms, plurals, a typo.
type Hit = { url: string; title: string; content: string; _highlightResult: { content: { value: string } } }

test.describe('la ricerca conosce il programma', () => {
  for (const { q, expected } of PROGRAMME_QUERIES) {
    test(`«${q}» mette ${expected} tra i primi tre risultati`, { tag: '@database' }, async ({ request }) => {
      const answer = await request.get(`/api/search?q=${encodeURIComponent(q)}`)
      expect(answer.status()).toBe(200)
      const urls = ((await answer.json()).hits as Hit[]).map((h) => h.url)
      expect(urls.slice(0, 3), `primi risultati per «${q}»: ${urls.join(', ')}`).toContain(expected)
    })
  }

  test('gli estratti mostrano solo testo visibile, mai i valori interni dei grafici', { tag: '@database' }, async ({ request }) => {
    for (const q of ['cloud', 'comuni', 'progetti']) {
      const hits = (await (await request.get(`/api/search?q=${q}`)).json()).hits as Hit[]
      expect(hits.length).toBeGreaterThan(0)
      for (const hit of hits) expect(hit.content, hit.url).not.toMatch(/(^|\s)(up|down|sum|avg)(\s|$)/)
    }
  })
})
