import http from 'node:http'
import { type APIRequestContext, expect, test } from '@playwright/test'
import { solvedToken } from '../e2e/support/captcha'
import { EDITOR } from '../e2e/support/editor'
import { account, ensureAccount } from '../e2e/support/roles'
import { HoldingRecorder } from './holding-recorder'
import { SECURITY_BASE, type Server, startServer } from './server'

// Issue 28, on one production server: every spelling of a path meets the same rules (finding 2, 9),
// passwords (2), preview sessions (3), the outbound guard (4), jobs-only fields (5), the newsletter's
// one answer (8), submissions immutable and idempotent (9, 10). The sign-in limit goes last: it
// spends this address's sign-ins.
test.describe.configure({ mode: 'serial' })

const EXTERNAL_ID = '00NTEST0000000009'
const recorder = new HoldingRecorder(Number(process.env.SECURITY_RECORDER_PORT ?? 4011), EXTERNAL_ID)
/** A service inside the network, which a chart source must never reach. */
const INSIDE_PORT = Number(process.env.SECURITY_INSIDE_PORT ?? 4013)
let insideHits = 0
const inside = http.createServer((_req, res) => {
  insideHits++
  res.writeHead(200, { 'Content-Type': 'text/csv' }).end('regione,valore\nSEGRETO-INTERNO,1\n')
})
const run = Date.now().toString(36)

let server: Server
let admin: APIRequestContext
let redattore: APIRequestContext
let capo: APIRequestContext

type Playwright = { request: { newContext: (o: object) => Promise<APIRequestContext> } }
/** A browser's same-origin requests: Payload takes the session cookie without Origin only with Sec-Fetch-Site. */
const SAME_ORIGIN = { 'Sec-Fetch-Site': 'same-origin' }

/** API requests as that account: its session token as `Authorization: JWT`. */
async function signedIn(playwright: Playwright, data: { email: string; password: string }) {
  const anonymous = await playwright.request.newContext({ baseURL: SECURITY_BASE })
  const login = await anonymous.post('/cms-api/users/login', { data })
  expect(login.status(), data.email).toBe(200)
  const { token } = (await login.json()) as { token: string }
  await anonymous.dispose()
  return playwright.request.newContext({ baseURL: SECURITY_BASE, extraHTTPHeaders: { Authorization: `JWT ${token}` } })
}

test.beforeAll(async ({ playwright }) => {
  await recorder.start()
  recorder.release()
  await new Promise<void>((resolve) => inside.listen(INSIDE_PORT, '127.0.0.1', resolve))
  server = await startServer({
    LOGIN_RATE_LIMIT: '20',
    FORMS_RATE_LIMIT_FACTOR: '20',
    SALESFORCE_WEB_TO_CASE_URL: recorder.url,
    SALESFORCE_ORG_ID: '00DTEST000000001',
    SALESFORCE_RECORD_TYPE: '012TEST000000001',
    SALESFORCE_FIELD_MAP: JSON.stringify({ applicant: '00NTEST0000000001', subject: '00NTEST0000000002', notice: '00NTEST0000000003', externalId: EXTERNAL_ID }),
    OUTBOUND_ALLOW_HOSTS: '',
  })
  admin = await signedIn(playwright, EDITOR)
  await ensureAccount(admin, 'redattore')
  await ensureAccount(admin, 'caporedattore')
  redattore = await signedIn(playwright, account('redattore'))
  capo = await signedIn(playwright, account('caporedattore'))
})
test.afterAll(async () => {
  await server?.stop()
  await recorder.stop()
  inside.close()
})

const docs = async (collection: string, query: string) => (await (await admin.get(`/cms-api/${collection}?depth=0&limit=50&${query}`)).json()).docs as Record<string, unknown>[]

test('rilievo 2: password vuote, ripetute o comuni rifiutate, anche lunghe 12 caratteri', async () => {
  for (const [password, message] of [
    [' '.repeat(12), 'La password non può essere fatta solo di spazi.'],
    ['password1234', 'Questa password è facile da indovinare'],
    ['aaaaaaaaaaaaaaaa', 'Questa password è facile da indovinare'],
  ]) {
    const created = await admin.post('/cms-api/users', { data: { email: `debole-${run}@example.it`, password } })
    expect(created.status(), password).toBe(400)
    expect(JSON.stringify(await created.json())).toContain(message)
  }
})

/** The value of each cookie a response sets. */
const setCookies = (response: Response) => Object.fromEntries(response.headers.getSetCookie().map((c) => c.split(';')[0]!.split('=')).map(([k, ...v]) => [k, v.join('=')]))

test('rilievo 3: l’anteprima è di un redattore con la sua sessione, mai del solo cookie di Next', async () => {
  const [page] = await docs('pages', 'where[slug][equals]=il-programma')
  const title = page!.title as string
  const draft = `Bozza riservata ${run}`
  expect((await admin.patch(`/cms-api/pages/${page!.id}?draft=true`, { data: { title: draft } })).status()).toBe(200)
  try {
    // The editor's browser, by hand (no cookie jar): sign in, open the preview link.
    const login = await fetch(`${SECURITY_BASE}/cms-api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(EDITOR) })
    const cookies: Record<string, string> = { ...setCookies(login) }
    const token = (await login.json()).token as string
    const preview = await fetch(`${SECURITY_BASE}/api/preview?path=/il-programma`, { headers: { ...SAME_ORIGIN, Cookie: `payload-token=${cookies['payload-token']}` }, redirect: 'manual' })
    expect(preview.status).toBe(307)
    Object.assign(cookies, setCookies(preview))
    expect(cookies.__prerender_bypass).toBeTruthy()
    expect(cookies.sito_anteprima).toBeTruthy()
    const seen = async (names: string[]) => {
      const response = await fetch(`${SECURITY_BASE}/il-programma`, { headers: { ...SAME_ORIGIN, Cookie: names.map((n) => `${n}=${cookies[n]}`).join('; ') } })
      return (await response.text()).includes(draft)
    }
    expect(await seen(['payload-token', '__prerender_bypass', 'sito_anteprima'])).toBe(true)
    expect(await seen(['__prerender_bypass'])).toBe(false)
    expect(await seen(['__prerender_bypass', 'sito_anteprima'])).toBe(false)
    expect(await seen(['payload-token', '__prerender_bypass'])).toBe(false)
    // The editor signs out: the same cookies, copied before, show nothing any more.
    expect((await fetch(`${SECURITY_BASE}/cms-api/users/logout`, { method: 'POST', headers: { Authorization: `JWT ${token}` } })).status).toBe(200)
    expect(await seen(['payload-token', '__prerender_bypass', 'sito_anteprima'])).toBe(false)
  } finally {
    await admin.patch(`/cms-api/pages/${page!.id}?draft=true`, { data: { title } })
  }
})

async function chartFrom(url: string, n: number): Promise<number> {
  const created = await redattore.post('/cms-api/datis?draft=true', {
    data: {
      title: `Fonte interna ${run} ${n}`,
      slug: `fonte-interna-${run}-${n}`,
      licenza: 'CC BY 4.0',
      body: [{
        blockType: 'chart',
        anchor: 'indicatore',
        title: 'Prova',
        chartData: { config: { type: 'bar', categoryLabel: 'Regione', series: [{ name: 'Valore' }] }, data: [['Lazio', 1]] },
        source: { url, categoryColumn: 'regione', valueColumns: 'valore', minRows: 1 },
      }],
    },
  })
  expect(created.status(), url).toBe(201)
  return (await created.json()).doc.id as number
}

test('rilievo 4 e 5: una fonte non raggiunge la rete interna; i campi dei job non si scrivono dall’API', async () => {
  const sources = [`http://127.0.0.1:${INSIDE_PORT}/segreto.csv`, `http://localhost:${INSIDE_PORT}/segreto.csv`, `https://[::ffff:127.0.0.1]:${INSIDE_PORT}/segreto.csv`, 'http://169.254.169.254/latest/meta-data/']
  const ids: number[] = []
  for (const [n, url] of sources.entries()) {
    const id = await chartFrom(url, n)
    ids.push(id)
    // «Aggiorna ora», as the redattore who wrote the address.
    const synced = await redattore.post('/api/open-data/sync', { data: { collection: 'datis', id } })
    expect(synced.status()).toBe(200)
    expect((await synced.json()).report, url).toMatchObject({ failed: 1 })
    const after = await (await admin.get(`/cms-api/datis/${id}?depth=0&draft=true`)).json()
    expect(after.body[0].source.error, url).toContain('indirizzo non consentito')
    expect(JSON.stringify(after)).not.toContain('SEGRETO-INTERNO')
  }
  expect(insideHits).toBe(0)

  // A draft's sync writes no state (issue 38: drafts never change the anonymous health).
  expect(await docs('sourceStates', `where[key][equals]=grafico:datis:${ids[0]}:indicatore`)).toEqual([])
  // Published, its sync has a state: a redattore cannot make it say «works» (health) or carry another value (avvisi).
  const draft = await (await admin.get(`/cms-api/datis/${ids[0]}?depth=0&draft=true`)).json()
  expect((await admin.patch(`/cms-api/datis/${ids[0]}`, { data: { body: draft.body, _status: 'published' } })).status()).toBe(200)
  expect((await admin.post('/api/open-data/sync', { data: { collection: 'datis', id: ids[0] } })).status()).toBe(200)
  const [state] = await docs('sourceStates', `where[key][equals]=grafico:datis:${ids[0]}:indicatore`)
  expect(state).toMatchObject({ ok: false })
  await redattore.patch(`/cms-api/sourceStates/${state!.id}`, { data: { ok: true, error: null, value: { pubblicato: true } } })
  const [kept] = await docs('sourceStates', `where[id][equals]=${state!.id}`)
  expect(kept).toMatchObject({ ok: false, error: state!.error })
  expect(JSON.stringify(kept!.value ?? null)).not.toContain('pubblicato')
  expect((await redattore.delete(`/cms-api/sourceStates/${state!.id}`)).status()).toBe(403)
  for (const id of ids) {
    await admin.delete(`/cms-api/datis/${id}`)
    for (const s of await docs('sourceStates', `where[key][equals]=grafico:datis:${id}:indicatore`)) await admin.delete(`/cms-api/sourceStates/${s.id}`)
  }
})

const supportRequest = async (request: APIRequestContext, object: string, extra: Record<string, unknown> = {}) => ({
  applicant: 'Pubblica Amministrazione',
  address: 'riprova@comune.example.it',
  phone: '',
  subject: 'Altro',
  object,
  description: 'Richiesta inviata due volte dopo una risposta persa.',
  notice: 'Nessuno',
  captcha: await solvedToken(request),
  ...extra,
})

test('rilievo 10: un nuovo tentativo con la stessa chiave non salva né inoltra due volte', async ({ request }) => {
  const object = `Ritentata ${run}`
  const body = await supportRequest(request, object, { chiave: `chiave-${run}-0123456789` })
  for (let i = 0; i < 3; i++) {
    // The same request, the same (already spent) captcha token: the first answer again.
    const sent = await request.post('/api/salesforce/assistenza', { data: body })
    expect(sent.status(), `tentativo ${i + 1}`).toBe(200)
    expect(await sent.json()).toEqual({ success: true })
  }
  // Another key is another request (its captcha is checked again).
  const other = await request.post('/api/salesforce/assistenza', { data: { ...(await supportRequest(request, `${object} bis`)), chiave: `altra-${run}-0123456789` } })
  expect(other.status()).toBe(200)
  expect(await docs('supportRequests', `where[object][equals]=${encodeURIComponent(object)}`)).toHaveLength(1)
  await expect.poll(() => recorder.count(object), { timeout: 30_000 }).toBe(1)
  expect(recorder.received).toBeGreaterThan(0)

  const territory = { contact: 'Comune di Prova', name: 'Maria Bianchi', address: 'maria@comune.example.it', phone: '06 1234567', area: 'centro', description: `Ritentata ${run}`, chiave: `territorio-${run}-0123456789` }
  const captcha = await solvedToken(request)
  for (let i = 0; i < 2; i++) expect((await request.post('/api/territory/messages', { data: { ...territory, captcha } })).status()).toBe(200)
  expect(await docs('territoryRequests', `where[description][equals]=${encodeURIComponent(territory.description)}`)).toHaveLength(1)
})

test('rilievo 9: le richieste salvate non si riscrivono; una descrizione di 32.000 caratteri entra', async ({ request }) => {
  const [stored] = await docs('supportRequests', `where[object][equals]=${encodeURIComponent(`Ritentata ${run}`)}`)
  expect((await capo.patch(`/cms-api/supportRequests/${stored!.id}`, { data: { object: 'Riscritta' } })).status()).toBe(403)
  expect((await capo.patch(`/cms-api/territoryRequests?where[id][exists]=true`, { data: { description: 'Riscritta' } })).status()).toBe(403)
  expect((await docs('supportRequests', `where[id][equals]=${stored!.id}`))[0]).toMatchObject({ object: `Ritentata ${run}` })

  const long = await request.post('/api/salesforce/assistenza', { data: await supportRequest(request, `Lunga ${run}`, { description: 'è€'.repeat(16_000) }) })
  expect(long.status()).toBe(200)
})

test('rilievo 8: la newsletter risponde allo stesso modo a un indirizzo nuovo e a uno già noto', async ({ request }) => {
  const body = { email: `nota-${run}@example.it`, rappresento: 'fornitore-it', tipoEnte: '', nomeStruttura: 'Ditta', inQuanto: '' }
  const first = await request.post('/api/newsletter/subscribe', { data: body })
  const again = await request.post('/api/newsletter/subscribe', { data: body })
  expect(again.status()).toBe(first.status())
  expect(await again.json()).toEqual(await first.json())
})

test('rilievo 9: richieste anonime e nomi di file strani hanno un 4xx in italiano, senza indirizzi interni', async ({ request }) => {
  const cases: [string, string, number][] = [
    ['GET', '/cms-api/%61ccess', 401],
    ['GET', '/cms-api/ACCESS', 401],
    ['GET', '/cms-api/media/file/zzz.webp', 404],
    ['GET', '/cms-api/documents/file/zzz.pdf', 404],
    ['GET', `/cms-api/media/file/${'a'.repeat(5000)}.webp`, 400],
    ['GET', '/cms-api/media/file/%c0.webp', 400],
    ['GET', '/cms-api/payload-migrations', 404],
    ['POST', '/cms-api/exports', 401],
    ['POST', '/cms-api/users/first-register', 403],
  ]
  for (const [method, path, status] of cases) {
    const response = await request.fetch(path, { method, data: method === 'POST' ? {} : undefined, maxRedirects: 0 })
    expect(response.status(), `${method} ${path}`).toBe(status)
    const text = await response.text()
    expect(text, path).not.toMatch(/localhost:\d|127\.0\.0\.1:\d/)
    expect(typeof JSON.parse(text).message, path).toBe('string')
  }
  // Payload's admin server functions that need an editor, called anonymously.
  for (const name of ['render-list', 'render-document']) {
    const response = await request.post('/admin', { headers: { 'Next-Action': 'x', 'Content-Type': 'text/plain;charset=UTF-8' }, data: JSON.stringify([{ name, args: {} }]) })
    expect(response.status(), name).toBe(401)
  }
  // The same with a session cookie that is forged (or expired): Payload's 401 was Next's 500; the
  // editor is sent to sign in again. The admin's server action ids are in its pages' flight data;
  // one is the server function (src/app/(payload)/layout.tsx), another Payload's language switch.
  const ids = [...new Set((await (await request.get('/admin/login')).text()).match(/\b[0-9a-f]{42}\b/g) ?? [])]
  const answers: { id: string; status: number; redirect: string }[] = []
  for (const id of ids) {
    const response = await request.post('/admin', {
      headers: { 'Next-Action': id, 'Content-Type': 'text/plain;charset=UTF-8', Cookie: 'payload-token=eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0.firma-falsa' },
      data: JSON.stringify([{ name: 'render-list', args: { collectionSlug: 'faqs' } }]),
      maxRedirects: 0,
    })
    answers.push({ id, status: response.status(), redirect: response.headers()['x-action-redirect'] ?? '' })
  }
  const serverFunction = answers.find((a) => a.redirect.startsWith('/admin/login'))
  expect(serverFunction, JSON.stringify(answers)).toBeDefined()
  expect(serverFunction!.status).toBeLessThan(500)
})

test('rilievo 2: ogni grafia del percorso di accesso conta nello stesso limite, qualunque X-Forwarded-For', async ({ request }) => {
  const spellings = ['/cms-api/users/LOGIN', '/cms-api/users/Login', '/cms-api/users/%6cogin', '/cms-api/users/login/', '/cms-api//users/login', '/cms-api/users/login']
  const statuses: number[] = []
  for (let i = 0; i < 36; i++) {
    const ip = `198.51.100.${i + 1}`
    const response = await request.post(spellings[i % spellings.length]!, { data: { email: `prova-${i}@example.it`, password: 'sbagliata-ma-lunga' }, headers: { 'x-forwarded-for': ip, 'x-real-ip': ip }, maxRedirects: 0 })
    statuses.push(response.status())
  }
  // At most LOGIN_RATE_LIMIT (20) sign-ins reach Payload (401), this spec's own included; then every
  // spelling is refused before Payload (one with a trailing slash may be redirected first, never signed in).
  expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(16)
  for (const status of statuses.slice(-6)) expect([429, 308]).toContain(status)
  for (const spelling of spellings) {
    expect([429, 308], spelling).toContain((await request.post(spelling, { data: { email: EDITOR.email, password: EDITOR.password }, maxRedirects: 0 })).status())
  }
})
