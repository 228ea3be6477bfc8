import { type APIRequestContext, type Browser, chromium, expect, test } from '@playwright/test'
import { EDITOR } from '../e2e/support/editor'
import { chromiumArgs, chromiumPath } from '../support/chromium'
import { SECURITY_BASE, type Server, SMTP_ENV, startMailSink, startServer } from './server'

// Finding 8: control characters refused (not truncated at storage), one length unit, the
// feedback's page named with its collection, at most 64 characters before the @.
test.describe.configure({ mode: 'serial' })

const CONTROL = (label: string) => `${label}: contiene caratteri non ammessi (caratteri di controllo invisibili).`
const TOO_LONG_COMMENT = 'Il commento può avere al massimo 500 caratteri.'
const PAGE_NOT_FOUND = 'La pagina valutata non esiste o non accetta valutazioni.'
const run = Date.now().toString(36)

let server: Server
let sink: Awaited<ReturnType<typeof startMailSink>> | undefined
let admin: Record<string, string>
test.beforeAll(async ({ playwright }) => {
  // Many form requests from one address: the limits, not under test here, are raised.
  sink = await startMailSink()
  server = await startServer({ FORMS_RATE_LIMIT_FACTOR: '20', ...SMTP_ENV })
  const api = await playwright.request.newContext({ baseURL: SECURITY_BASE })
  const login = await api.post('/cms-api/users/login', { data: EDITOR })
  expect(login.status()).toBe(200)
  admin = { Authorization: `JWT ${(await login.json()).token}` }
  await api.dispose()
})
test.afterAll(async () => {
  await server?.stop()
  await sink?.stop()
})

async function docs(request: APIRequestContext, collection: string, query: string): Promise<Record<string, unknown>[]> {
  const response = await request.get(`/cms-api/${collection}?depth=0&limit=200&${query}`, { headers: admin })
  expect(response.status()).toBe(200)
  return (await response.json()).docs
}

async function token(request: APIRequestContext): Promise<string> {
  return (await (await request.post('/api/feedback/token', { data: {} })).json()).csrf_token
}

const feedback = (request: APIRequestContext, csrf: string, data: unknown, headers: Record<string, string> = {}) =>
  request.post('/api/feedback/submit', { headers: { 'X-CSRF-TOKEN': csrf, ...headers }, data })

const newsletter = (email: string, nomeStruttura: string) => ({ email, rappresento: 'fornitore-it', tipoEnte: '', nomeStruttura, inQuanto: '' })

test('NUL e caratteri di controllo: 422 con il campo su ogni endpoint JSON, nulla salvato troncato', async ({ request }) => {
  const email = `nul-${run}@ostile.example`
  const refusals: [string, unknown, string, string][] = [
    ['/api/newsletter/subscribe', newsletter(email, 'Ditta\u0000Nascosta'), 'nomeStruttura', 'Il nome della struttura contiene caratteri non ammessi (caratteri di controllo invisibili).'],
    [
      '/api/territory/messages',
      { contact: 'Comune\u0000di Esempio', name: 'Maria Bianchi', address: 'maria@comune.example.it', phone: '06 1234567', area: 'centro', description: 'Un incontro', captcha: 'x' },
      'contact',
      CONTROL('Ente o organizzazione'),
    ],
    [
      '/api/salesforce/assistenza',
      {
        applicant: 'Fornitore',
        address: 'a@fornitore.example.it',
        subject: 'Altro',
        object: 'Oggetto\u0007',
        description: 'Descrizione',
        notice: 'Nessuno',
        captcha: 'x',
      },
      'object',
      CONTROL('Oggetto'),
    ],
  ]
  for (const [url, data, field, message] of refusals) {
    const response = await request.post(url, { data })
    expect(response.status(), url).toBe(422)
    expect(await response.json(), url).toMatchObject({ message, field })
  }
  expect(await docs(request, 'newsletterSubscriptions', `where[email][equals]=${encodeURIComponent(email)}`)).toHaveLength(0)

  const csrf = await token(request)
  const [page] = await docs(request, 'pages', 'where[slug][equals]=il-programma')
  const comment = await feedback(request, csrf, { utile: true, commento: 'Chiaro\u0000nascosto', link: `pages:${page!.id}` })
  expect(comment.status()).toBe(422)
  const invisible = 'Il commento contiene caratteri non ammessi (caratteri di controllo invisibili).'
  expect(await comment.json()).toEqual({ message: invisible, field: 'commento', errors: { commento: invisible } })

  // Text that is not a control character is stored exactly as sent.
  const accented = `clean-${run}@ostile.example`
  expect((await request.post('/api/newsletter/subscribe', { data: newsletter(accented, 'Società «Ñandú» 😀 – Ω') })).status()).toBeLessThan(300)
  const [stored] = await docs(request, 'newsletterSubscriptions', `where[email][equals]=${encodeURIComponent(accented)}`)
  expect(stored?.nomeStruttura).toBe('Società «Ñandú» 😀 – Ω')
})

test('senza JavaScript: il modulo della newsletter rifiuta un NUL con il messaggio sotto il campo', async ({ request }) => {
  const browser: Browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: SECURITY_BASE })
  const page = await context.newPage()
  // The browser's text field cannot be typed a NUL into: the posted form gets it on the way.
  await page.route('**/novita/newsletter', async (route) => {
    const body = route.request().postDataBuffer()
    if (!body) return route.continue()
    await route.continue({ postData: Buffer.from(body.toString('utf8').replace('DittaSEGNONascosta', 'Ditta\u0000Nascosta'), 'utf8') })
  })
  await page.goto('/novita/newsletter')
  const email = `nojs-${run}@ostile.example`
  const form = page.locator('#newsletter')
  await form.getByLabel(/^Email/).fill(email)
  await form.getByLabel(/^Rappresento/).selectOption('fornitore-it')
  await form.getByLabel(/^Nome della struttura/).fill('DittaSEGNONascosta')
  await form.getByRole('button', { name: 'Iscriviti' }).click()
  await expect(form.getByRole('alert')).toContainText('Il nome della struttura contiene caratteri non ammessi')
  expect(await docs(request, 'newsletterSubscriptions', `where[email][equals]=${encodeURIComponent(email)}`)).toHaveLength(0)
  await browser.close()
})

test('la ricerca con un NUL non dà 500', async ({ request }) => {
  for (const path of ['/cerca?q=%00', '/cerca?q=clo%00ud', '/cerca?q=%01programma&filters=faq']) {
    expect((await request.get(path)).status(), path).toBe(200)
  }
  const api = await request.get('/api/search?q=clo%00ud')
  expect(api.status()).toBe(400)
  expect((await api.json()).message).toBe('La ricerca contiene caratteri non ammessi (caratteri di controllo invisibili).')
  expect((await request.get('/api/search?q=programma')).status()).toBe(200)
})

test('commento di emoji: 250 entrano (500 unità, come conta il browser), 300 rifiutate con il messaggio giusto e il token ancora valido', async ({ request }) => {
  const [page] = await docs(request, 'pages', 'where[slug][equals]=il-programma')
  const link = `pages:${page!.id}`
  const csrf = await token(request)
  const over = await feedback(request, csrf, { utile: true, commento: '😀'.repeat(300), link })
  expect(over.status()).toBe(422)
  expect(await over.json()).toEqual({ message: TOO_LONG_COMMENT, field: 'commento', errors: { commento: TOO_LONG_COMMENT } })

  const commento = `${'😀'.repeat(249)}${run.slice(-2)}`
  const fits = await feedback(request, csrf, { utile: true, commento, link })
  expect(fits.status()).toBe(201)
  const [stored] = await docs(request, 'feedbacks', `where[commento][equals]=${encodeURIComponent(commento)}`)
  expect(stored).toMatchObject({ commento, link, percorso: '/il-programma' })
  expect((await feedback(request, csrf, { utile: true, link })).status()).toBe(403)
})

test('il link del feedback nomina la raccolta: l’id di un’altra raccolta non basta', async ({ request }) => {
  // A page that hides its ratings and a FAQ that accepts them, with the same id (ids are per collection).
  const hidden = await docs(request, 'pages', 'where[nascondiValutazione][equals]=true&where[_status][equals]=published')
  const rated = await docs(request, 'faqs', 'where[nascondiValutazione][equals]=false&where[_status][equals]=published')
  const faq = rated.find((f) => hidden.some((p) => p.id === f.id))
  expect(faq, 'nei contenuti dimostrativi una pagina senza valutazione e una FAQ valutabile hanno lo stesso id').toBeDefined()
  const id = faq!.id as number
  const faqPath = `/supporto/domande-frequenti/${faq!.category}/${faq!.slug}`

  for (const link of [`pages:${id}`, id, String(id)]) {
    const refused = await feedback(request, await token(request), { utile: false, link })
    expect(refused.status(), String(link)).toBe(422)
    expect((await refused.json()).message).toBe(PAGE_NOT_FOUND)
  }
  // The spec's bare id from the FAQ's own page (the browser's Referer) is that FAQ.
  const bare = await feedback(request, await token(request), { utile: false, commento: `da-referer-${run}`, link: id }, { Referer: `${SECURITY_BASE}${faqPath}` })
  expect(bare.status()).toBe(201)
  const named = await feedback(request, await token(request), { utile: true, commento: `con-raccolta-${run}`, link: `faqs:${id}` })
  expect(named.status()).toBe(201)
  for (const commento of [`da-referer-${run}`, `con-raccolta-${run}`]) {
    const [stored] = await docs(request, 'feedbacks', `where[commento][equals]=${commento}`)
    expect(stored).toMatchObject({ link: `faqs:${id}`, percorso: faqPath })
  }
})

test('email: al massimo 64 caratteri prima della @, su ogni modulo', async ({ request }) => {
  const local = `${'a'.repeat(60)}${run.slice(-5)}`.slice(0, 65)
  expect(local).toHaveLength(65)
  const response = await request.post('/api/newsletter/subscribe', { data: newsletter(`${local}@ostile.example`, 'Ditta') })
  expect(response.status()).toBe(422)
  expect(await response.json()).toMatchObject({ message: 'L’indirizzo email può avere al massimo 64 caratteri prima della @.', field: 'email' })
  const territory = await request.post('/api/territory/messages', {
    data: { contact: 'Comune', name: 'Maria', address: `${local}@comune.example.it`, phone: '06 1234567', area: 'centro', description: 'x', captcha: 'x' },
  })
  expect(territory.status()).toBe(422)
  expect(await territory.json()).toMatchObject({ message: 'Email: al massimo 64 caratteri prima della @.', field: 'address' })
})
