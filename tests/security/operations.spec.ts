import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { type APIRequestContext, chromium, expect, test } from '@playwright/test'
import { EDITOR } from '../e2e/support/editor'
import { chromiumArgs, chromiumPath } from '../support/chromium'
import { HEALTH_TOKEN, MONITORING } from '../support/monitoring'
import { exited, SECURITY_PORT, type Server, SMTP_ENV, spawnServer, startMailSink, startServer } from './server'

// Issue 32 (a PA's operations team) and issue 28 finding 6 (/api/health public and detailed), on
// the CI's build: production refuses demo values and a schema that is behind; a build never serves
// the pages it prerendered from the build machine's database; probes; one warning for an untrusted
// proxy; request logs and metrics; nginx on :8080 with the no-JS forms and the admin.
test.describe.configure({ mode: 'serial' })

const NGINX_PORT = 8080
const PROXY = `http://127.0.0.1:${NGINX_PORT}`
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'sito-operazioni-'))
const dataDir = path.join(work, 'data')
const marker = `modificato dopo il build ${Date.now()}`
let server: Server | undefined
let sink: Awaited<ReturnType<typeof startMailSink>> | undefined
let edited = { path: '', title: '' }

test.afterAll(async () => {
  await server?.stop()
  await sink?.stop()
  const pid = path.join(work, 'nginx', 'nginx.pid')
  if (fs.existsSync(pid)) process.kill(Number(fs.readFileSync(pid, 'utf8')), 'SIGQUIT')
  fs.rmSync(work, { recursive: true, force: true })
})

test('in produzione il server non parte con valori dimostrativi né con uno schema indietro', async () => {
  const demo = spawnServer({ LOCAL_DEMO: undefined, SITE_URL: 'http://localhost:3000', OPENDATA_PUBLISHER_IPA: 'dtd_demo' })
  expect(await exited(demo)).toBe(1)
  for (const said of ['Avvio rifiutato: valori dimostrativi in produzione', 'SITE_URL deve cominciare con https://', 'OPENDATA_PUBLISHER_NAME non è impostata', 'OPENDATA_PUBLISHER_IPA non è un codice IPA valido']) {
    expect(demo.output()).toContain(said)
  }
  const empty = path.join(work, 'vuoto')
  fs.mkdirSync(empty)
  const behind = spawnServer({ DATA_DIR: empty })
  expect(await exited(behind)).toBe(1)
  expect(behind.output()).toContain('lo schema del database è indietro')
  expect(behind.output()).toContain('npm run migrate')
})

const run = (args: string[], env: Record<string, string>) =>
  execFileSync('npm', ['run', '--silent', ...args], { env: { ...process.env, NODE_ENV: 'production', ...env }, encoding: 'utf8' })

function rows(file: string): Record<string, unknown[]> {
  const db = new DatabaseSync(file, { readOnly: true })
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all() as { name: string }[]
  const out = Object.fromEntries(tables.map(({ name }) => [name, db.prepare(`SELECT * FROM "${name}" ORDER BY rowid`).all()]))
  db.close()
  return out
}

function filesOf(dir: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const folder of ['media', 'documents', 'exports', 'imports']) {
    const walk = (d: string): void => {
      if (!fs.existsSync(d)) return
      for (const e of fs.readdirSync(d, { withFileTypes: true })) {
        const full = path.join(d, e.name)
        if (e.isDirectory()) walk(full)
        else out[path.relative(dir, full)] = createHash('sha256').update(fs.readFileSync(full)).digest('hex')
      }
    }
    walk(path.join(dir, folder))
  }
  return out
}

/**
 * The suite's data as of now, in a folder of this spec's: a server of another spec may still be
 * writing to the live database (the jobs' stats), which would differ from any copy taken before.
 */
function stillCopyOfTestData(): string {
  const live = path.resolve(process.env.DATA_DIR ?? '.test-data')
  const copy = path.join(work, 'sorgente')
  fs.mkdirSync(copy)
  const db = new DatabaseSync(path.join(live, 'sito.db'))
  db.exec(`VACUUM INTO '${path.join(copy, 'sito.db').replaceAll("'", "''")}'`)
  db.close()
  for (const folder of ['media', 'documents', 'exports', 'imports']) {
    if (fs.existsSync(path.join(live, folder))) fs.cpSync(path.join(live, folder), path.join(copy, folder), { recursive: true })
  }
  return copy
}

test('npm run backup e npm run restore: in una cartella vuota tornano ogni tabella e ogni file', async () => {
  const source = stillCopyOfTestData()
  const folder = path.join(work, 'backup')
  const restored = path.join(work, 'ripristino')
  let started = Date.now()
  run(['backup', '--', folder], { DATA_DIR: source })
  const backupS = (Date.now() - started) / 1000
  expect(JSON.parse(fs.readFileSync(path.join(folder, 'manifest.json'), 'utf8'))).toMatchObject({ engine: 'sqlite', storage: 'disk' })
  started = Date.now()
  run(['restore', '--', folder], { DATA_DIR: restored })
  const restoreS = (Date.now() - started) / 1000
  const [before, after] = [rows(path.join(source, 'sito.db')), rows(path.join(restored, 'sito.db'))]
  expect(Object.keys(after)).toEqual(Object.keys(before))
  for (const table of Object.keys(before)) expect(after[table], table).toEqual(before[table])
  expect(Object.keys(filesOf(source)).length).toBeGreaterThan(0)
  expect(filesOf(restored)).toEqual(filesOf(source))
  // A damaged backup is refused.
  const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'manifest.json'), 'utf8'))
  fs.appendFileSync(path.join(folder, manifest.files[0].path), 'x')
  expect(() => run(['restore', '--', folder], { DATA_DIR: path.join(work, 'altro') })).toThrow(/Backup danneggiato/)
  console.log(`backup ${backupS.toFixed(1)} s, ripristino ${restoreS.toFixed(1)} s (${manifest.files.length} file)`)
})

/** A page the build prerendered (its HTML is in .next): its title is changed in a copy of the database. */
function editPrerenderedPage(): { path: string; title: string } {
  fs.mkdirSync(dataDir, { recursive: true })
  const source = new DatabaseSync(path.join(process.env.DATA_DIR ?? '.test-data', 'sito.db'))
  source.exec(`VACUUM INTO '${path.join(dataDir, 'sito.db').replace(/'/g, "''")}'`)
  source.close()
  const db = new DatabaseSync(path.join(dataDir, 'sito.db'))
  const slug = ['esempi/schede', 'supporto/richiedi-assistenza', 'open-data'].find((s) => fs.existsSync(`.next/server/app/${s}.html`))
  expect(slug, 'una pagina prerenderizzata dal build').toBeTruthy()
  const { title } = db.prepare('SELECT title FROM pages WHERE slug = ?').get(slug!) as { title: string }
  db.prepare('UPDATE pages SET title = ? WHERE slug = ?').run(`${title} (${marker})`, slug!)
  db.close()
  return { path: `/${slug}`, title: `${title} (${marker})` }
}

test('un build avviato dopo una modifica mostra la modifica, non la pagina prerenderizzata', async ({ request }) => {
  edited = editPrerenderedPage()
  expect(fs.readFileSync(`.next/server/app${edited.path}.html`, 'utf8')).not.toContain(marker)
  sink = await startMailSink()
  server = await startServer({ DATA_DIR: dataDir, HEALTH_TOKEN, LOG_REQUESTS: '1', SITE_URL: PROXY, ...SMTP_ENV })
  const page = await request.get(edited.path)
  expect(page.status()).toBe(200)
  expect(await page.text()).toContain(edited.title)
  // Nothing written into the build at run time: the page cache is under DATA_DIR.
  expect(fs.existsSync(path.join(dataDir, 'next-cache'))).toBe(true)
})

async function json(request: APIRequestContext, url: string, headers: Record<string, string> = {}) {
  const response = await request.get(url, { headers })
  return { status: response.status(), body: await response.json(), cache: response.headers()['cache-control'] }
}

test('rilievo 6 (issue 28): /api/health e le sonde dicono solo lo stato a chi non è amministratore o monitoraggio', async ({ request }) => {
  await expect.poll(async () => (await request.get('/api/health/ready')).status(), { timeout: 60_000 }).toBe(200)
  for (const url of ['/api/health', '/api/health/ready', '/api/health/live']) {
    const anonymous = await json(request, url)
    expect(anonymous.body, url).toEqual({ status: expect.stringMatching(/^(ok|degraded)$/) })
    expect(anonymous.cache).toBe('no-store')
  }
  expect((await json(request, '/api/health', { Authorization: 'Bearer sbagliato' })).body).not.toHaveProperty('checks')
  const monitored = await json(request, '/api/health/ready', MONITORING)
  expect(monitored.body.checks).toMatchObject({ database: { ok: true }, migrations: { ok: true }, search: { ok: true } })
  const login = await request.post('/cms-api/users/login', { data: EDITOR })
  const admin = await json(request, '/api/health', { Authorization: `JWT ${(await login.json()).token}` })
  expect(admin.body.checks.jobs).toHaveProperty('depth')
})

test('intestazioni inoltrate da un proxy non fidato: un solo avviso, e /api/health/ready dice perché', async ({ request }) => {
  for (let i = 0; i < 3; i++) await request.get('/api/health/live', { headers: { 'x-forwarded-for': `203.0.113.${i + 1}` } })
  const ready = await json(request, '/api/health/ready', MONITORING)
  expect(ready.status).toBe(200)
  expect(ready.body.checks.proxy).toMatchObject({ ok: false, peer: '127.0.0.1', error: expect.stringContaining('TRUSTED_PROXIES') })
  const warnings = server!.output().split('\n').filter((line) => line.includes('non elencato in TRUSTED_PROXIES'))
  expect(warnings).toHaveLength(1)
  expect(JSON.parse(warnings[0]!)).toMatchObject({ level: 'warn' })
})

function startNginx(): void {
  const prefix = path.join(work, 'nginx')
  fs.mkdirSync(prefix)
  const conf = execFileSync('bash', ['deploy/render-nginx-conf.sh', `127.0.0.1:${NGINX_PORT}`, `127.0.0.1:${SECURITY_PORT}`, prefix], { encoding: 'utf8' })
  fs.writeFileSync(path.join(prefix, 'nginx.conf'), conf)
  const user = process.getuid?.() === 0 ? ' user root;' : ''
  const nginx = fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx'
  execFileSync(nginx, ['-e', path.join(prefix, 'error.log'), '-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', `daemon on;${user}`])
}

test('dietro nginx su :8080: moduli senza JavaScript e area redazione funzionano', async () => {
  test.setTimeout(180_000)
  startNginx()
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  try {
    const noJs = await browser.newContext({ javaScriptEnabled: false, baseURL: PROXY })
    const page = await noJs.newPage()
    await page.goto('/novita/newsletter')
    const form = page.locator('#newsletter')
    await form.getByLabel(/^Email/).fill(`nginx-${Date.now()}@prova.example.it`)
    await form.getByLabel(/^Rappresento/).selectOption('altro')
    await form.getByLabel(/^Nome della struttura/).fill('Biblioteca civica')
    await form.getByLabel(/^Tipo di ente/).fill('Biblioteca')
    await form.getByRole('button', { name: 'Iscriviti' }).click()
    await expect(form.locator('[data-form-state="success"]')).toBeVisible()
    expect(page.url()).toContain(`:${NGINX_PORT}/`)

    const admin = await (await browser.newContext({ baseURL: PROXY })).newPage()
    await admin.goto('/admin/login')
    await admin.getByLabel('Email').fill(EDITOR.email)
    await admin.getByLabel('Password').fill(EDITOR.password)
    await admin.getByRole('button', { name: /^(login|accedi)$/i }).click()
    await expect(admin).toHaveURL(/:8080\/admin\/?$/)
    const list = await admin.goto('/admin/collections/pages')
    expect(list?.status()).toBe(200)
    await expect(admin.locator('table')).toBeVisible()
  } finally {
    await browser.close()
  }
})

test('una riga JSON per richiesta con stato e durata; le metriche Prometheus solo al monitoraggio', async ({ request }) => {
  await request.get('/pagina-che-non-esiste')
  // The line is written when the response ends: it may follow the answer by a moment.
  await expect.poll(() => server!.logs().filter((line) => line.msg === 'request'))
    .toContainEqual(expect.objectContaining({ path: '/pagina-che-non-esiste', status: 404, ms: expect.any(Number), requestId: expect.any(String) }))
  const metrics = await request.get('/api/metrics')
  expect(metrics.status()).toBe(200)
  const text = await metrics.text()
  expect(text).toMatch(/sito_http_requests_total\{route="pagina",method="GET",status="404"\} \d+/)
  for (const name of ['sito_http_request_duration_seconds_bucket', 'sito_page_cache_total', 'sito_jobs_waiting', 'sito_search_index_documents']) expect(text).toContain(name)
  expect((await request.get('/api/metrics', { headers: { 'x-forwarded-for': '203.0.113.9' } })).status()).toBe(403)
  expect((await request.get('/api/metrics', { headers: { 'x-forwarded-for': '203.0.113.9', ...MONITORING } })).status()).toBe(200)
})
