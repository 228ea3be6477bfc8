import type { APIRequestContext, Page, Request } from '@playwright/test'
import { EDITOR_STATE, expect, test } from '../support/editor'
import { hydrated } from '../support/scripts'

// The frame is read from the header, footer and site settings globals: an edit in the admin
// reaches every page; Web Analytics Italia turns on with a site id only.
const WAI = 'http://127.0.0.1:4020' // WAI_URL of playwright.config.ts
const SITE = 'http://127.0.0.1:3100'

test.describe.configure({ mode: 'serial' })

async function updateGlobal(editor: APIRequestContext, slug: string, data: Record<string, unknown>) {
  const response = await editor.post(`/cms-api/globals/${slug}`, { data })
  expect(response.status()).toBe(200)
}

/** Waits until the page at `path`, as served, contains `text` (the cache is revalidated on save). */
async function servedWith(page: Page, path: string, text: string) {
  await expect(async () => {
    expect(await (await page.request.get(path)).text()).toContain(text)
  }).toPass({ timeout: 15_000, intervals: [500, 1000] })
}

test.describe('modifica in redazione', () => {
  test.use({ storageState: EDITOR_STATE })

  test('una modifica al piè di pagina fatta nell’admin compare sul sito', { tag: '@database' }, async ({ page, editor }) => {
    const title = `Contatti del programma ${Date.now()}`
    try {
      await page.goto('/admin/globals/footer')
      await page.locator('#field-contactsTitle').fill(title)
      const saved = page.waitForResponse((r) => r.url().includes('/cms-api/globals/footer') && r.request().method() === 'POST')
      await page.getByRole('button', { name: 'Salva' }).click()
      expect((await saved).status()).toBe(200)
      await servedWith(page, '/il-programma', title)
      await page.goto('/il-programma')
      await expect(page.locator('footer').getByRole('heading', { name: title })).toBeVisible()
    } finally {
      await updateGlobal(editor, 'footer', { contactsTitle: 'Contatti' })
    }
  })
})

test('una modifica ai suggerimenti di ricerca compare nelle pagine che li mostrano', async ({ page, editor }) => {
  // The search hero of /esempi/ricerca shows them; the page stays cached until they change.
  const current = await (await editor.get('/cms-api/globals/searchSuggestions?depth=0')).json()
  await page.request.get('/esempi/ricerca')
  const title = `${current.title} ${Date.now()}` // still «Ricerche frequenti…» for search.spec meanwhile
  try {
    await updateGlobal(editor, 'searchSuggestions', { title })
    await servedWith(page, '/esempi/ricerca', title)
  } finally {
    await updateGlobal(editor, 'searchSuggestions', { title: current.title })
  }
})

test('Web Analytics Italia: spento senza ID del sito; con un ID, solo richieste all’host configurato, anche navigando; mai con Do Not Track', async ({ page, browser, editor }) => {
  // Off by default: no tracker in the page, nothing sent, the CSP opens no other origin.
  const sentWhileOff: string[] = []
  page.on('request', (request: Request) => {
    if (request.url().startsWith(WAI)) sentWhileOff.push(request.url())
  })
  await page.goto('/')
  await hydrated(page)
  await expect(page.locator('[data-wai-origin]')).toHaveCount(0)
  expect(sentWhileOff).toEqual([])
  expect((await page.request.get('/')).headers()['content-security-policy']).toContain("connect-src 'self';")

  try {
    await updateGlobal(editor, 'siteSettings', { analyticsSiteId: '7' })
    await servedWith(page, '/', 'data-wai-origin')
    const csp = (await page.request.get('/')).headers()['content-security-policy']
    expect(csp).toContain(`connect-src 'self' ${WAI};`)

    const views: URL[] = []
    const others: string[] = []
    await page.route(`${WAI}/**`, (route) => {
      views.push(new URL(route.request().url()))
      return route.fulfill({ status: 204 })
    })
    page.on('request', (request: Request) => {
      const url = new URL(request.url())
      if (url.origin !== SITE && url.origin !== WAI) others.push(url.origin)
    })
    await page.goto('/')
    await expect.poll(() => views.length).toBe(1)
    expect(views[0]!.pathname).toBe('/matomo.php')
    expect(views[0]!.searchParams.get('idsite')).toBe('7')
    expect(views[0]!.searchParams.get('url')).toBe(`${SITE}/`)

    await page.getByRole('navigation', { name: 'Menu principale' }).getByRole('link', { name: 'Notizie' }).click()
    await expect(page).toHaveURL(/\/notizie$/)
    await expect.poll(() => views.length).toBe(2)
    expect(views[1]!.searchParams.get('url')).toBe(`${SITE}/notizie`)
    expect(views[1]!.searchParams.get('urlref')).toBe(`${SITE}/`)
    expect(others).toEqual([])
    expect(await page.context().cookies()).toEqual([])

    const dnt = await browser.newContext()
    const private_ = await dnt.newPage()
    await private_.addInitScript(() => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }))
    const sent: string[] = []
    private_.on('request', (request) => {
      if (request.url().startsWith(WAI)) sent.push(request.url())
    })
    await private_.goto(`${SITE}/`)
    await hydrated(private_) // the page view was decided, and not sent
    await expect(private_.locator('[data-wai-origin]')).toHaveCount(1)
    expect(sent).toEqual([])
    await dnt.close()
  } finally {
    await updateGlobal(editor, 'siteSettings', { analyticsSiteId: '' })
  }
})
