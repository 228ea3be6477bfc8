import type { APIRequestContext, Page } from '@playwright/test'
import { EDITOR_STATE, expect, findDocs, test, whereEquals } from '../support/editor'
import { LoopbackSource } from '../support/loopback-source'
import { MONITORING } from '../../support/monitoring'

/** The outside open data file: a local HTTP server whose CSV the test rewrites. */
const source = new LoopbackSource(4012)
let csv = ''
source.on('/indicatore.csv', () => ({ type: 'text/csv; charset=utf-8', body: csv }))
// The address an editor types in the admin: the same file under another name.
source.on('/indicatore-nuovo.csv', () => ({ type: 'text/csv; charset=utf-8', body: csv }))

const indicator = (lazio: number, puglia: number) =>
  `periodo,misura,regione,valore\n2025-T2,Progetti,Lazio,1\n2025-T3,Progetti,Lazio,${lazio}\n2025-T3,Progetti,Puglia,${puglia}\n`

// A trace of a failure even in CI (scripts/test.sh turns tracing off for the rest): if a click on
// «Aggiorna ora» is ever lost again, the trace and the clicks recorded below say where it went.
test.use({ storageState: EDITOR_STATE, trace: 'retain-on-failure' })

async function createDataset(editor: APIRequestContext, slug: string): Promise<number> {
  const created = await editor.post('/cms-api/datis', {
    data: {
      title: `Indicatore di prova ${slug}`,
      slug,
      licenza: 'CC BY 4.0',
      _status: 'published',
      body: [{
        blockType: 'chart',
        anchor: 'indicatore',
        title: 'Progetti per regione',
        chartData: { config: { type: 'bar', categoryLabel: 'Regione', series: [{ name: 'Progetti' }] }, data: [['Lazio', 1]] },
        source: { url: `${source.origin}/indicatore.csv`, categoryColumn: 'regione', valueColumns: 'valore', filterColumn: 'periodo', minRows: 2 },
        kpi: [{ label: 'Progetti in totale', value: 0, backgroundColor: 'blu', fromSource: 'sum' }],
      }],
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  return (await created.json()).doc.id
}

async function sync(editor: APIRequestContext, id: number) {
  const response = await editor.post('/api/open-data/sync', { data: { collection: 'datis', id } })
  expect(response.status()).toBe(200)
  return (await response.json()).report as { checked: number; changed: number; failed: number; errors: string[] }
}

/** The figures a visitor gets: the data table under the chart, the KPI tile and the CSV download. */
async function expectFigures(page: Page, slug: string, lazio: string, puglia: string, total: string) {
  await page.goto(`/open-data/${slug}`)
  await page.getByText('Mostra i dati in tabella').click()
  const table = page.locator('#indicatore table')
  await expect(table.getByRole('row', { name: /Lazio/ })).toContainText(lazio)
  await expect(table.getByRole('row', { name: /Puglia/ })).toContainText(puglia)
  await expect(page.locator('#indicatore .sito-kpi__value')).toHaveText(total)
  // Retried: a kept-alive connection the server has just closed answers ECONNRESET once.
  await expect(async () => {
    const download = await page.request.get(`/api/charts/open-data/${slug}/indicatore.csv`)
    expect(await download.text()).toContain(`Lazio;${lazio}\r\nPuglia;${puglia}\r\n`)
  }).toPass({ timeout: 10_000 })
}

async function expectError(editor: APIRequestContext, anonymous: APIRequestContext, id: number, message: string, { draft = false } = {}) {
  // The latest version: «Aggiorna ora» writes the editor's draft when there is one.
  const doc = await (await editor.get(`/cms-api/datis/${id}?depth=0&draft=true`)).json()
  expect(doc.body[0].source.error).toContain(message)
  const health = await (await anonymous.get('/api/health', { headers: MONITORING })).json()
  const failing = expect.objectContaining({ key: `grafico:datis:${id}:indicatore`, error: expect.stringContaining(message) })
  // A draft's broken source is the editor's, shown in the block; it never changes the health (issue 38, problem 8).
  if (draft) expect(health.checks.fonti.failing).not.toContainEqual(expect.objectContaining({ key: `grafico:datis:${id}:indicatore` }))
  else {
    expect(health.status).toBe('degraded')
    expect(health.checks.fonti.failing).toContainEqual(failing)
  }
}

test('i grafici seguono il file della fonte; una fonte guasta lascia gli ultimi dati buoni e lo segnala', { tag: '@database' }, async ({ page, editor, anonymous }) => {
  test.setTimeout(120_000)
  await source.start()
  try {
    await followsTheSource(page, editor, anonymous)
  } finally {
    await source.stop()
  }
})

async function followsTheSource(page: Page, editor: APIRequestContext, anonymous: APIRequestContext) {
  const slug = `indicatore-${Date.now()}`
  csv = indicator(321, 654)
  const id = await createDataset(editor, slug)
  expect(await sync(editor, id)).toMatchObject({ checked: 1, changed: 1, failed: 0 })
  await expectFigures(page, slug, '321', '654', '975')

  csv = indicator(432, 765)
  expect(await sync(editor, id)).toMatchObject({ changed: 1, failed: 0 })
  await expectFigures(page, slug, '432', '765', '1.197')

  // «Aggiorna ora» in the admin reads the source as typed (saved as a draft first) and keeps it in
  // its field; a malformed CSV shows its error to the editor, the published page keeps its figures.
  csv = 'periodo,misura,regione,valore\n2025-T3,Progetti,"Lazio,5\n'
  await recordClicks(page)
  const consoleLines: string[] = []
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') consoleLines.push(m.text().slice(0, 300)) })
  const button = page.getByRole('button', { name: 'Aggiorna ora' })
  await page.goto(`/admin/collections/datis/${id}`)
  const url = page.getByLabel('Indirizzo del file (CSV o JSON)', { exact: true })
  const typed = `${source.origin}/indicatore-nuovo.csv`
  await url.fill(typed)
  // One click, no retry. A click once sent nothing in CI (three of seven runs, round 2); not seen
  // since in 27 runs here (12 at 6x CPU slowdown), and the server-rendered button it was blamed on
  // does not exist (the block's fields render in the browser). Should it happen again, the error
  // says what the click reached, the status shown and the console, and the trace is kept.
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/open-data/sync'), { timeout: 15_000 })
  await button.click()
  const request = await sent.catch(async () => {
    const clicks = JSON.stringify(await page.evaluate(() => (window as unknown as { __clicks?: unknown }).__clicks))
    const status = await page.locator('p[role="status"]').allTextContents()
    throw new Error(`«Aggiorna ora»: clic senza richiesta; clic ricevuti: ${clicks}; stato: ${JSON.stringify(status)}; console: ${JSON.stringify(consoleLines)}`)
  })
  const answer = await request.response()
  if (!answer) throw new Error(`«Aggiorna ora»: richiesta senza risposta (${request.failure()?.errorText ?? 'motivo ignoto'})`)
  expect(await answer.json(), `HTTP ${answer.status()}`).toMatchObject({ ok: true, readFrom: 'bozza', report: { checked: 1, failed: 1 } })
  await expect(page.getByRole('status').filter({ hasText: 'fonti con errori: 1' })).toContainText('Fonti lette dalla bozza')
  await expect(url).toHaveValue(typed)
  await page.reload()
  await expect(url).toHaveValue(typed)
  await expect(page.getByLabel('Errore dell’ultimo controllo')).toHaveValue(/CSV non valido/)
  await expectError(editor, anonymous, id, 'CSV non valido: virgolette non chiuse', { draft: true })
  await expectFigures(page, slug, '432', '765', '1.197')

  // A column the chart needs is missing.
  csv = 'periodo,misura,territorio,valore\n2025-T3,Progetti,Lazio,9\n2025-T3,Progetti,Puglia,9\n'
  expect(await sync(editor, id)).toMatchObject({ failed: 1, changed: 0 })
  await expectError(editor, anonymous, id, 'colonne mancanti nella fonte: regione', { draft: true })

  // Unreachable address.
  const doc = await (await editor.get(`/cms-api/datis/${id}?depth=0`)).json()
  doc.body[0].source.url = 'http://127.0.0.1:4019/indicatore.csv'
  // Published over the draft the admin step left (without _status the draft's status would be saved).
  expect((await editor.patch(`/cms-api/datis/${id}`, { data: { body: doc.body, _status: 'published' } })).status()).toBe(200)
  expect(await sync(editor, id)).toMatchObject({ failed: 1 })
  await expectError(editor, anonymous, id, 'la fonte non è raggiungibile')
  await expectFigures(page, slug, '432', '765', '1.197')

  // Back to a good file: the error clears.
  csv = indicator(432, 765)
  doc.body[0].source.url = `${source.origin}/indicatore.csv`
  await editor.patch(`/cms-api/datis/${id}`, { data: { body: doc.body, _status: 'published' } })
  expect(await sync(editor, id)).toMatchObject({ failed: 0 })
  const fixed = await (await editor.get(`/cms-api/datis/${id}?depth=0`)).json()
  expect(fixed.body[0].source.error ?? null).toBeNull()
  const [state] = (await findDocs(editor, 'sourceStates', whereEquals('key', `grafico:datis:${id}:indicatore`))).docs
  expect(state).toMatchObject({ ok: true })
  await editor.delete(`/cms-api/datis/${id}`)
  await editor.delete(`/cms-api/sourceStates/${state!.id}`)
}

test('i dati dimostrativi si aggiornano dai file del sito stesso, senza rete', { tag: '@database' }, async ({ editor }) => {
  const [dataset] = (await findDocs(editor, 'datis', whereEquals('slug', 'indicatori-per-regione'))).docs
  expect(await sync(editor, dataset!.id as number)).toEqual({ checked: 4, changed: 0, failed: 0, errors: [] })
})

/**
 * Each click as it reaches the document (capture phase, before React's listener): on which button,
 * and whether React had hydrated it. Read when a click sends nothing, to say why.
 */
async function recordClicks(page: Page) {
  await page.addInitScript(() => {
    const log: { button: string | null | undefined; hydrated: boolean | null; at: number }[] = []
    Object.assign(window, { __clicks: log })
    document.addEventListener('click', (e) => {
      const button = (e.target as Element).closest('button')
      log.push({ button: button?.textContent, hydrated: button ? Object.keys(button).some((k) => k.startsWith('__reactProps$')) : null, at: Math.round(performance.now()) })
    }, true)
  })
}
