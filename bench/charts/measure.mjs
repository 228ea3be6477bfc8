// JavaScript transferred by a page without charts and by the open data page with charts, in
// Debian's Chromium (cold cache, a fresh context per page), against a running production build.
// Usage: node bench/charts/measure.mjs [BASE_URL] [OUT_FILE]
import { writeFileSync } from 'node:fs'
import { chromium } from 'playwright-core'

const base = (process.argv[2] ?? 'http://127.0.0.1:3100').replace(/\/$/, '')
const out = process.argv[3] ?? new URL('./RESULTS.md', import.meta.url).pathname
const ECHARTS_MARK = '__ec_inner_' // a string literal of ECharts' internals: survives minification

const PAGES = [
  { name: 'Pagina di dati senza grafici (riferimento, stesso modello)', path: '/open-data/avanzamento-del-programma' },
  { name: 'Pagina senza grafici', path: '/il-programma' },
  { name: 'Pagina di dati con 9 grafici e 6 KPI', path: '/open-data/progetti-e-risorse' },
]

async function measure(browser, path) {
  const context = await browser.newContext()
  const page = await context.newPage()
  const scripts = []
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') scripts.push(request)
  })
  await page.goto(base + path, { waitUntil: 'networkidle' })
  let bytes = 0
  let echartsBytes = 0
  for (const request of scripts) {
    const sizes = await request.sizes()
    const transferred = sizes.responseBodySize + sizes.responseHeadersSize
    bytes += transferred
    const body = await (await request.response())?.text().catch(() => '')
    if (body?.includes(ECHARTS_MARK)) echartsBytes += transferred
  }
  const drawn = await page.locator('[data-chart-ready="true"]').count()
  await context.close()
  return { requests: scripts.length, bytes, echartsBytes, drawn }
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] })
const rows = []
for (const p of PAGES) rows.push({ ...p, ...(await measure(browser, p.path)) })
await browser.close()

const kb = (n) => (n / 1024).toLocaleString('it-IT', { maximumFractionDigits: 1 })
const reference = rows[0].bytes
const table = rows.map(
  (r) => `| ${r.name} | \`${r.path}\` | ${r.requests} | ${kb(r.bytes)} | ${kb(r.echartsBytes)} | ${(r.bytes / reference).toFixed(2)} | ${r.drawn} |`,
)
const md = `# JavaScript trasferito: pagine con e senza grafici

Misurato il ${new Date().toISOString()} con \`node bench/charts/measure.mjs ${base}\` (Chromium di Debian,
cache vuota, un contesto nuovo per pagina, attesa della rete inattiva) sulla build di produzione.
Byte trasferiti = corpo compresso + intestazioni delle risposte di tipo script. «di cui ECharts» sono
gli script che contengono il codice di ECharts (caricati con \`import()\` solo quando un grafico ha
uno spazio visibile da disegnare). Rapporto rispetto alla prima riga, misurata nella stessa esecuzione.

| Pagina | Percorso | Richieste JS | KB JS trasferiti | di cui ECharts (KB) | Rapporto | Grafici disegnati |
|---|---|---:|---:|---:|---:|---:|
${table.join('\n')}
`
writeFileSync(out, md)
console.log(md)
