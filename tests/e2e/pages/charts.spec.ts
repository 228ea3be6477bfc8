import { readFile } from 'node:fs/promises'
import { expect, type Locator, type Page, type Response, test } from '@playwright/test'
import { buildCsv } from '../../../src/open-data/chart/csv'
import { chartExamples } from '../../../src/open-data/chart/examples'
import { parseChartSpec } from '../../../src/open-data/chart/spec'
import type { ChartBlock } from '../../../src/payload-types'
import { expectNoAxeViolations } from '../support/axe'
import { waitForHydration } from '../support/scripts'
import { hydrated } from '../support/scripts'

const DATASET = '/open-data/progetti-e-risorse'
const TOP_CHARTS = ['progetti-per-misura', 'candidature-nel-tempo', 'risorse-per-tipologia-di-ente', 'amministrazioni-per-regione']
const ECHARTS_MARK = '__ec_inner_'

function expectedCsv(block: ChartBlock): string {
  const spec = parseChartSpec(block.chartData as { config: unknown; data: unknown })
  if (!spec.ok) throw new Error(spec.error)
  return buildCsv(spec.value)
}

/** The server's drawing of a section's chart: an SVG image filling the fixed-height box. */
async function expectImage(section: Locator) {
  const box = section.locator('.sito-chart__canvas')
  const image = box.locator('img')
  await image.scrollIntoViewIfNeeded() // it loads lazily
  await expect(image).toBeVisible()
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(300)
  const reserved = await box.evaluate((el) => Number.parseFloat((el as HTMLElement).style.height))
  expect(Math.round((await image.boundingBox())!.height)).toBe(reserved)
}

/** The chart drawn by ECharts once the visitor points at it: a canvas filling the same box. */
async function expectDrawn(section: Locator) {
  const box = section.locator('.sito-chart__canvas')
  await box.hover() // a chart shown under a pointer already there is drawn at once
  await expect(box).toHaveAttribute('data-chart-ready', 'true')
  await expect(box.locator('img')).toBeHidden()
  const canvas = box.locator('canvas').first()
  await expect(canvas).toBeVisible()
  const size = await canvas.boundingBox()
  expect(size!.width).toBeGreaterThan(100)
  // The drawn chart fills the box the server reserved: no layout shift.
  const reserved = await box.evaluate((el) => Number.parseFloat((el as HTMLElement).style.height))
  expect(Math.round(size!.height)).toBe(reserved)
}

/** The JavaScript bodies a page loads, to tell whether ECharts came with them. */
/** The scripts a page loads; `drawn`, when given, is waited for (ECharts loads once a chart is in view). */
async function scriptBodies(page: Page, path: string, drawn?: Locator): Promise<string[]> {
  const bodies: Promise<string>[] = []
  const record = (response: Response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''))
  }
  page.on('response', record)
  await page.goto(path)
  if (drawn) await expect(drawn).toBeAttached()
  await hydrated(page)
  page.off('response', record)
  return Promise.all(bodies)
}

test('i quattro grafici della pagina di dati sono disegnati nello spazio riservato, con i sei indicatori', async ({ page }) => {
  await page.goto(DATASET)
  await expect(page.getByRole('heading', { level: 1, name: 'Progetti e risorse del programma' })).toBeVisible()
  await expect(page.getByText('Data di aggiornamento', { exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: /Creative Commons Attribuzione 4.0/ })).toHaveAttribute('href', 'https://creativecommons.org/licenses/by/4.0/deed.it')
  await expect(page.locator('.sito-dataset__files li').first()).toContainText(/\(CSV, \d+ KB\)/)
  for (const id of TOP_CHARTS) await expectImage(page.locator(`#${id}`))
  await expectDrawn(page.locator('#candidature-nel-tempo'))
  const tiles = page.locator('#progetti-per-misura .sito-kpi')
  await expect(tiles).toHaveCount(6)
  await expect(tiles.first()).toContainText('58.430')
  await expect(tiles.first()).toContainText('In aumento: +8,4% rispetto al trimestre precedente')
  await expect(tiles.nth(1)).toContainText('€\u00A02,58\u00A0miliardi')
  await expect(tiles.nth(5)).toContainText('In diminuzione: −12%')
})

test('ECharts arriva solo quando il visitatore usa un grafico', async ({ page }) => {
  const without = await scriptBodies(page, '/il-programma')
  expect(without.length).toBeGreaterThan(0)
  expect(without.filter((b) => b.includes(ECHARTS_MARK))).toHaveLength(0)
  // The page with charts shows the server's drawings; ECharts is not among its scripts at load.
  const atLoad = await scriptBodies(page, DATASET)
  expect(atLoad.filter((b) => b.includes(ECHARTS_MARK))).toHaveLength(0)
  const later = page.waitForResponse(async (r) => r.request().resourceType() === 'script' && (await r.text()).includes(ECHARTS_MARK))
  await expectDrawn(page.locator('#progetti-per-misura'))
  await later
})

test('l’immagine del grafico disegnata dal server: una per formato, in cache finché il grafico non cambia', async ({ page, request }) => {
  await page.goto(DATASET)
  const src = await page.locator('#progetti-per-misura img').getAttribute('src')
  expect(src).toMatch(/^\/api\/charts\/open-data\/progetti-e-risorse\/progetti-per-misura\.stretto\.svg\?v=[0-9a-f]{12}$/)
  const image = await request.get(src!)
  expect(image.headers()['content-type']).toBe('image/svg+xml; charset=utf-8')
  expect(image.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  expect(image.headers()['content-security-policy']).toContain("default-src 'none'") // as every /api answer
  expect(await image.text()).toContain('>12.000</text>')
  const stale = await request.get(src!.replace(/v=\w+/, 'v=000000000000'))
  expect(stale.headers()['cache-control']).toBe('public, max-age=60')
  for (const wrong of ['progetti-per-misura.enorme.svg', 'non-esiste.largo.svg']) {
    const missing = await request.get(`/api/charts${DATASET}/${wrong}`)
    expect(missing.status()).toBe(404)
    expect(await missing.json()).toEqual({ message: 'Grafico non trovato.' })
  }
})

test('il CSV scaricato contiene esattamente i dati del grafico', async ({ page }) => {
  await page.goto(DATASET)
  const section = page.locator('#amministrazioni-per-regione')
  const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('link', { name: 'Scarica i dati (CSV)' }).click()])
  expect(download.suggestedFilename()).toBe('amministrazioni-per-regione.csv')
  const bytes = await readFile((await download.path())!)
  // Open data for harvesters: no byte order mark (it would end up in the first column's name).
  expect([...bytes.subarray(0, 3)]).not.toEqual([0xef, 0xbb, 0xbf])
  const text = bytes.toString('utf8')
  expect(text).toBe(expectedCsv(chartExamples.perRegione))
  expect(text.split('\r\n')[0]).toBe('Regione;1.2 Abilitazione e facilitazione migrazione al Cloud;1.4.1 Esperienza dei servizi pubblici;1.4.4 Adozione identità digitale')
  expect(text).toContain('Valle d’Aosta;71;63;66')
})

test('un CSV sconosciuto risponde 404 con un messaggio in italiano', async ({ request }) => {
  const missing = await request.get(`/api/charts${DATASET}/non-esiste.csv`)
  expect(missing.status()).toBe(404)
  expect(await missing.json()).toEqual({ message: 'Grafico non trovato.' })
  const bad = await request.get('/api/charts/open-data/..%2F..%2Fetc/passwd')
  expect(bad.status()).toBe(404)
  const ok = await request.get(`/api/charts${DATASET}/risorse-per-tipologia-di-ente.csv`)
  expect(ok.headers()['content-type']).toBe('text/csv; charset=utf-8')
  expect(await ok.text()).toBe(expectedCsv(chartExamples.perEnte))
})

test('il PNG scaricato è un’immagine valida delle dimensioni del grafico', async ({ page }) => {
  await page.goto(DATASET)
  const section = page.locator('#risorse-per-tipologia-di-ente')
  await expectImage(section) // ECharts not loaded yet: the button brings it
  const width = await section.locator('.sito-chart__canvas').evaluate((el) => el.clientWidth)
  const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: 'Scarica l’immagine (PNG)' }).click()])
  expect(download.suggestedFilename()).toBe('risorse-per-tipologia-di-ente.png')
  const png = await readFile((await download.path())!)
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  const [w, h] = [png.readUInt32BE(16), png.readUInt32BE(20)]
  expect(w).toBe(width * 2)
  expect(h).toBe(380 * 2)
  const decoded = await page.evaluate(async (b64) => {
    const img = new Image()
    img.src = `data:image/png;base64,${b64}`
    await img.decode()
    return [img.naturalWidth, img.naturalHeight]
  }, png.toString('base64'))
  expect(decoded).toEqual([w, h])
})

test('Condividi copia il link al grafico e mostra «Link copiato!» per 3 secondi', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.clock.install({ time: new Date('2025-07-15T08:00:00Z') })
  await page.goto(DATASET)
  const section = page.locator('#candidature-nel-tempo')
  const share = section.getByRole('button', { name: 'Condividi' })
  await expect(share).toBeVisible()
  // Paused before hydration, the clock could hold back what hydration waits for.
  await waitForHydration(share)
  await page.clock.pauseAt(new Date('2025-07-15T09:00:00Z'))
  await share.click()
  await expect(section.getByRole('button', { name: 'Link copiato!' })).toBeVisible()
  await expect(section.getByRole('status')).toHaveText('Link copiato!')
  const origin = new URL(page.url()).origin
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${origin}${DATASET}#candidature-nel-tempo`)
  await page.clock.runFor(2_900)
  await expect(section.getByRole('button', { name: 'Link copiato!' })).toBeVisible()
  await page.clock.runFor(100)
  await expect(section.getByRole('button', { name: 'Condividi' })).toBeVisible()
  await expect(section.getByRole('status')).toHaveText('')
})

test('il menu Progetti mostra un grafico alla volta e si usa da tastiera', async ({ page }) => {
  await page.goto(DATASET)
  const select = page.getByLabel('Progetti', { exact: true })
  await expect(select).toBeVisible()
  await expect(page.locator('#progetto-cloud-stato')).toBeVisible()
  await expect(page.locator('#progetto-pagopa-trimestri')).toBeHidden()
  await expect(page.locator('#progetto-identita-digitale')).toBeHidden()
  await expectDrawn(page.locator('#progetto-cloud-stato'))

  await select.focus()
  await page.keyboard.press('ArrowDown')
  await expect(select).toHaveValue('1')
  await expect(page.locator('#progetto-cloud-stato')).toBeHidden()
  await expectDrawn(page.locator('#progetto-pagopa-trimestri'))

  await select.selectOption({ label: 'Identità digitale: accessi con SPID e CIE' })
  await expectDrawn(page.locator('#progetto-identita-digitale'))
  await expect(page.locator('#progetto-pagopa-trimestri')).toBeHidden()
})

test('le schede seguono il modello WAI-ARIA e il grafico nascosto si dimensiona quando compare', async ({ page }) => {
  await page.goto(DATASET)
  const tablist = page.getByRole('tablist', { name: 'Risorse in dettaglio' })
  const [area, anno] = [tablist.getByRole('tab', { name: 'Per area geografica' }), tablist.getByRole('tab', { name: 'Per anno' })]
  await expect(area).toHaveAttribute('aria-selected', 'true')
  await expect(area).toHaveAttribute('tabindex', '0')
  await expect(anno).toHaveAttribute('tabindex', '-1')
  await expect(page.getByRole('tabpanel', { name: 'Per area geografica' })).toBeVisible()
  await expect(page.locator('#risorse-erogate-per-anno')).toBeHidden()
  // Never shown yet: no chart drawn in the hidden panel.
  await expect(page.locator('#risorse-erogate-per-anno .sito-chart__canvas')).not.toHaveAttribute('data-chart-ready', 'true')

  await area.focus()
  await page.keyboard.press('ArrowRight')
  await expect(anno).toBeFocused()
  await expect(anno).toHaveAttribute('aria-selected', 'true')
  await expect(anno).toHaveAttribute('tabindex', '0')
  await expect(area).toHaveAttribute('tabindex', '-1')
  await expect(page.getByRole('tabpanel', { name: 'Per anno' })).toBeVisible()
  await expectDrawn(page.locator('#risorse-erogate-per-anno'))

  await page.keyboard.press('ArrowRight')
  await expect(area).toBeFocused()
  await page.keyboard.press('End')
  await expect(anno).toBeFocused()
  await page.keyboard.press('Home')
  await expect(area).toBeFocused()
  await page.keyboard.press('ArrowLeft')
  await expect(anno).toBeFocused()
  await expect(page.locator('#risorse-per-area')).toBeHidden()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('tabpanel', { name: 'Per anno' })).toBeFocused()
})

test('un link condiviso apre la scheda che contiene il grafico', async ({ page }) => {
  await page.goto(`${DATASET}#risorse-erogate-per-anno`)
  await expect(page.getByRole('tab', { name: 'Per anno' })).toHaveAttribute('aria-selected', 'true')
  await expectDrawn(page.locator('#risorse-erogate-per-anno'))
})

test('senza JavaScript restano i grafici disegnati dal server, indicatori, descrizioni, tabelle dei dati e download CSV', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(DATASET)
  await expect(page.locator('.sito-kpi')).toHaveCount(6)
  await expect(page.locator('.sito-kpi').first()).toContainText('58.430')
  const disclosures = page.locator('summary', { hasText: 'Mostra i dati in tabella' })
  await expect(disclosures).toHaveCount(9)
  // Every chart of the selector and of the tabs, one after the other; no select, no tab list.
  for (const id of ['progetto-cloud-stato', 'progetto-pagopa-trimestri', 'progetto-identita-digitale', 'risorse-per-area', 'risorse-erogate-per-anno']) {
    await expect(page.locator(`#${id} h3, #${id} h4`).first()).toBeVisible()
  }
  await expect(page.getByRole('combobox')).toHaveCount(0) // in the HTML, shown only where scripts run
  await expect(page.getByRole('tablist')).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Per anno', exact: true })).toBeVisible()
  // The server's drawing of each chart, with its text description.
  for (const id of TOP_CHARTS) await expectImage(page.locator(`#${id}`))
  await expect(page.locator('#progetti-per-misura figcaption')).toContainText('La migrazione al cloud (misura 1.2) guida con 12.980 progetti')
  await expect(page.getByRole('button', { name: 'Condividi' })).toHaveCount(0)

  const section = page.locator('#progetti-per-misura')
  await section.locator('summary').click()
  const table = section.getByRole('table', { name: 'Progetti finanziati per misura: Numero di progetti ammessi a finanziamento, dall’avvio del programma' })
  await expect(table).toBeVisible()
  await expect(table.getByRole('rowheader', { name: '1.2 Abilitazione e facilitazione migrazione al Cloud' })).toBeVisible()
  await expect(table.getByRole('row').nth(1)).toContainText('12.980')

  const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('link', { name: 'Scarica i dati (CSV)' }).click()])
  expect(await readFile((await download.path())!, 'utf8')).toBe(expectedCsv(chartExamples.perMisura))
  await context.close()
})

test('nessuna violazione axe nella pagina di dati, con e senza tabelle aperte', async ({ page }) => {
  await page.goto(DATASET)
  for (const id of TOP_CHARTS) await expectImage(page.locator(`#${id}`))
  await expectNoAxeViolations(page)
  await expectDrawn(page.locator('#progetti-per-misura'))
  await expectNoAxeViolations(page)
  for (const summary of await page.locator('.sito-chart__table summary').all()) {
    if (await summary.isVisible()) await summary.click()
  }
  await expect(page.locator('#amministrazioni-per-regione table')).toBeVisible()
  await expectNoAxeViolations(page)
})
