import type { APIRequestContext } from '@playwright/test'
import { expiredToken, forgedToken, solvedToken } from '../support/captcha'
import { countDocs, expect, test } from '../support/editor'

// Malformed and hostile requests to the territory and support endpoints: every one is a 4xx
// with an Italian message (support also says success:false), none is a 5xx, nothing is stored.
test.describe.configure({ mode: 'serial' })

// Counted by this marker only: other specs store requests in parallel.
const RUN = `ostile-${Date.now()}`
const TERRITORY = '/api/territory/messages'
const SUPPORT = '/api/salesforce/assistenza'

const territory = {
  contact: 'Comune di Esempio',
  name: 'Maria Bianchi',
  address: 'maria@comune.esempio.it',
  phone: '06 1234567',
  area: 'centro',
  description: `Vorremmo un incontro. ${RUN}`,
}
const support = {
  applicant: 'Fornitore',
  address: 'assistenza@fornitore.example.it',
  phone: '',
  subject: 'Altro',
  object: 'Domanda',
  description: `Una domanda sulla piattaforma. ${RUN}`,
  notice: 'Nessuno',
}

type Case = { label: string; body: string | Buffer; type?: string }

const json = (value: unknown): Case => ({ label: JSON.stringify(value).slice(0, 60), body: JSON.stringify(value) })

/** The same hostile shapes for both forms, built on each form's valid fields. */
function corpus(valid: Record<string, string>, tokens: { expired: string; forged: string }): Case[] {
  const fields = Object.keys(valid)
  const cases: Case[] = [
    { label: 'testo semplice', body: JSON.stringify(valid), type: 'text/plain' },
    { label: 'form-urlencoded', body: new URLSearchParams(valid).toString(), type: 'application/x-www-form-urlencoded' },
    { label: 'multipart', body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--', type: 'multipart/form-data; boundary=x' },
    { label: 'xml', body: '<a>1</a>', type: 'application/xml' },
    { label: 'senza tipo', body: JSON.stringify(valid), type: '' },
    { label: 'json troncato', body: '{"name": "Maria' },
    { label: 'json vuoto', body: '' },
    { label: 'apici singoli', body: "{'name': 'x'}" },
    { label: 'virgola finale', body: '{"name": "x",}' },
    { label: 'NaN', body: '{"name": NaN}' },
    { label: 'array', body: '[]' },
    { label: 'numero', body: '42' },
    { label: 'stringa', body: '"ciao"' },
    { label: 'null', body: 'null' },
    { label: 'true', body: 'true' },
    { label: 'byte non UTF-8', body: Buffer.from([0x7b, 0xff, 0xfe, 0x7d]) },
    { label: 'oltre 64 KB', body: JSON.stringify({ ...valid, description: 'x'.repeat(70_000), captcha: 'x' }) },
    json({}),
    json({ ...valid }),
    json({ ...valid, captcha: '' }),
    json({ ...valid, captcha: 123 }),
    json({ ...valid, captcha: { token: 'x' } }),
    json({ ...valid, captcha: ['x'] }),
    json({ ...valid, captcha: null }),
    json({ ...valid, captcha: 'non-un-token' }),
    json({ ...valid, captcha: Buffer.from('{"challenge":1,"solution":2}').toString('base64') }),
    json({ ...valid, captcha: 'A'.repeat(9_000) }),
    { label: 'captcha scaduto', body: JSON.stringify({ ...valid, captcha: tokens.expired }) },
    { label: 'captcha falsificato', body: JSON.stringify({ ...valid, captcha: tokens.forged }) },
    { label: 'script nei campi con captcha falso', body: JSON.stringify({ ...valid, name: '<script>alert(1)</script>', object: '<img src=x onerror=alert(1)>', captcha: tokens.forged }) },
    json({ ...valid, captcha: 'x', extra: 'campo in più' }),
    json({ ...valid, captcha: 'x', orgid: '00Dfalso' }),
    { label: '__proto__', body: `{"__proto__": {"isAdmin": true}, ${JSON.stringify({ ...valid, captcha: 'x' }).slice(1)}` },
    json({ ...valid, captcha: 'x', constructor: { prototype: { isAdmin: true } } }),
    json({ ...valid, address: 'non-una-email', captcha: 'x' }),
    json({ ...valid, address: 'a@b', captcha: 'x' }),
    json({ ...valid, phone: '<script>', captcha: 'x' }),
    json({ ...valid, description: 'd'.repeat(40_000), captcha: 'x' }),
  ]
  for (const field of fields) {
    for (const value of [42, null, true, ['x'], { a: 1 }]) cases.push(json({ ...valid, [field]: value, captcha: 'x' }))
    if (field !== 'phone') cases.push(json({ ...valid, [field]: '   ', captcha: 'x' }))
  }
  return cases
}

let ipCounter = 0
const nextIp = () => {
  ipCounter += 1
  return `10.77.${ipCounter >> 8}.${ipCounter & 255}`
}

async function expectRefused(request: APIRequestContext, url: string, c: Case, supportShape: boolean) {
  const headers: Record<string, string> = { 'x-real-ip': nextIp() }
  if (c.type !== '') headers['content-type'] = c.type ?? 'application/json'
  const response = await request.post(url, { headers, data: c.body })
  const status = response.status()
  expect(status, `${url} ${c.label}`).toBeGreaterThanOrEqual(400)
  expect(status, `${url} ${c.label}`).toBeLessThan(500)
  const body = await response.json()
  expect(typeof body.message, `${url} ${c.label}`).toBe('string')
  expect(body.message.length, `${url} ${c.label}`).toBeGreaterThan(5)
  if (supportShape) expect(body.success, `${url} ${c.label}`).toBe(false)
  return body
}

async function counts(editor: APIRequestContext) {
  const ours = `where[description][contains]=${RUN}`
  return {
    territory: await countDocs(editor, 'territoryRequests', ours),
    support: await countDocs(editor, 'supportRequests', ours),
  }
}

test('più di cento richieste malformate o ostili: tutte 4xx con un messaggio, nessuna registrata', { tag: '@database' }, async ({ request, editor }) => {
  test.setTimeout(180_000)
  const before = await counts(editor)
  const tokens = { expired: await expiredToken(), forged: await forgedToken() }
  const territoryCases = corpus(territory, tokens)
  const supportCases = corpus(support, tokens)
  expect(territoryCases.length + supportCases.length).toBeGreaterThanOrEqual(100)
  for (const c of territoryCases) await expectRefused(request, TERRITORY, c, false)
  for (const c of supportCases) await expectRefused(request, SUPPORT, c, true)
  expect(await counts(editor)).toEqual(before)
})

test('un token usato una volta non vale più, su nessuno dei due moduli', { tag: '@database' }, async ({ request, editor }) => {
  const before = await counts(editor)
  const captcha = await solvedToken(request)
  const first = await request.post(TERRITORY, { headers: { 'x-real-ip': nextIp() }, data: { ...territory, name: 'Primo uso', captcha } })
  expect(first.status()).toBe(200)
  expect(await first.json()).toEqual({ message: 'Messaggio inviato!' })
  const replayT = await expectRefused(request, TERRITORY, { label: 'replay', body: JSON.stringify({ ...territory, captcha }) }, false)
  expect(replayT).toEqual({ message: 'Errore di connessione o reCAPTCHA. Riprova più tardi.', field: 'captcha' })
  await expectRefused(request, SUPPORT, { label: 'replay', body: JSON.stringify({ ...support, captcha }) }, true)
  expect(await counts(editor)).toEqual({ territory: before.territory + 1, support: before.support })
})

test('troppe richieste dallo stesso indirizzo: 429 con Retry-After e messaggio', { tag: '@database' }, async ({ request }) => {
  for (const url of [TERRITORY, SUPPORT]) {
    const headers = { 'x-real-ip': '203.0.113.99', 'content-type': 'application/json' }
    let last = 0
    // The suite raises every limit by FORMS_RATE_LIMIT_FACTOR (playwright.config.ts): 10 × 20 here.
    for (let i = 0; i < 250 && last !== 429; i++) {
      const response = await request.post(url, { headers, data: '{}' })
      last = response.status()
      if (last === 429) {
        expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0)
        expect((await response.json()).message).toBe('Troppe richieste da questo indirizzo. Riprova tra qualche minuto.')
      } else expect(last).toBe(422)
    }
    expect(last, url).toBe(429)
  }
})

test('la sfida ALTCHA non si conserva in cache e scade in 110 secondi', { tag: '@database' }, async ({ request }) => {
  const response = await request.get('/api/captcha/challenge')
  expect(response.headers()['cache-control']).toBe('no-store')
  const challenge = await response.json()
  const lifetime = challenge.parameters.expiresAt - Date.now() / 1000
  expect(lifetime).toBeGreaterThan(100)
  expect(lifetime).toBeLessThanOrEqual(111)
  expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/)
})
