import type { APIRequestContext } from '@playwright/test'
import { signToken } from '../../../src/forms/shared/signed-token'
import { countDocs, expect, test } from '../support/editor'

// Malformed and hostile requests to the newsletter and feedback endpoints: each gets a 4xx
// with an Italian message, none a 5xx, and nothing is stored.
type Case = { name: string; url: string; body: string; type?: string | null; token?: 'fresh' | string | null }

const NEWSLETTER = '/api/newsletter/subscribe'
const TOKEN = '/api/feedback/token'
const SUBMIT = '/api/feedback/submit'
const MARK = 'ostile.example'
const valid = { email: `valido@${MARK}`, rappresento: 'fornitore-it', tipoEnte: '', nomeStruttura: 'Ditta di prova', inQuanto: '' }
const json = (value: unknown) => JSON.stringify(value)

function newsletterCases(): Case[] {
  const raw: [string, string, string?][] = [
    ['corpo vuoto', ''],
    ['JSON troncato', '{"email": "a@b.it"'],
    ['JSON con virgola finale', '{"email": "a@b.it",}'],
    ['null', 'null'],
    ['array', '[]'],
    ['array di oggetti', json([valid])],
    ['stringa', '"ciao"'],
    ['numero', '42'],
    ['booleano', 'true'],
    ['due oggetti', `${json(valid)}${json(valid)}`],
    ['carattere nullo', '\u0000'],
    ['commento JS', `/* x */ ${json(valid)}`],
    ['apici singoli', "{'email': 'a@b.it'}"],
    ['testo semplice', json(valid), 'text/plain'],
    ['form urlencoded', 'email=a%40b.it&rappresento=altro', 'application/x-www-form-urlencoded'],
    ['multipart', '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.it\r\n--x--', 'multipart/form-data; boundary=x'],
    ['content type mancante', json(valid), ''],
    ['application/jsonp', json(valid), 'application/jsonp'],
    ['text/json', json(valid), 'text/json'],
    ['oltre 64 KB', json({ ...valid, nomeStruttura: 'x'.repeat(70_000) })],
    ['oltre 1 MB', json({ ...valid, tipoEnte: 'y'.repeat(1_100_000) })],
  ]
  const fields: [string, Record<string, unknown>][] = [
    ['email numero', { email: 123 }],
    ['email booleano', { email: true }],
    ['email null', { email: null }],
    ['email array', { email: [`a@${MARK}`] }],
    ['email oggetto', { email: { $ne: '' } }],
    ['email vuota', { email: '' }],
    ['email spazi', { email: '   ' }],
    ['email senza chiocciola', { email: `nessuna-chiocciola.${MARK}` }],
    ['email con script', { email: `<script>alert(1)</script>@${MARK}` }],
    ['email con a capo', { email: `a@${MARK}\r\nBcc: vittima@example.com` }],
    ['email lunghissima', { email: `${'a'.repeat(300)}@${MARK}` }],
    ['email di 10.000 caratteri', { email: `${'b'.repeat(10_000)}@${MARK}` }],
    ['rappresento maiuscolo', { rappresento: 'ALTRO' }],
    ['rappresento sconosciuto', { rappresento: 'amministratore' }],
    ['rappresento null', { rappresento: null }],
    ['rappresento numero', { rappresento: 1 }],
    ['rappresento array', { rappresento: ['altro'] }],
    ['rappresento script', { rappresento: '<script>alert(1)</script>' }],
    ['nomeStruttura vuoto', { nomeStruttura: '' }],
    ['nomeStruttura spazi', { nomeStruttura: '     ' }],
    ['nomeStruttura null', { nomeStruttura: null }],
    ['nomeStruttura numero', { nomeStruttura: 42 }],
    ['nomeStruttura oggetto', { nomeStruttura: { toString: 'x' } }],
    ['nomeStruttura troppo lungo', { nomeStruttura: 'x'.repeat(201) }],
    ['tipoEnte mancante con altro', { rappresento: 'altro', tipoEnte: '' }],
    ['tipoEnte null con altro', { rappresento: 'altro', tipoEnte: null }],
    ['tipoEnte numero', { rappresento: 'altro', tipoEnte: 7 }],
    ['tipoEnte troppo lungo', { rappresento: 'altro', tipoEnte: 'z'.repeat(121) }],
    ['inQuanto mancante con PA', { rappresento: 'pubblica-amministrazione', inQuanto: '' }],
    ['inQuanto sconosciuto', { rappresento: 'pubblica-amministrazione', inQuanto: 'sindaco' }],
    ['inQuanto script', { rappresento: 'pubblica-amministrazione', inQuanto: '<img src=x onerror=alert(1)>' }],
    ['inQuanto numero', { rappresento: 'pubblica-amministrazione', inQuanto: 3 }],
    ['campo sconosciuto', { admin: true }],
    ['stato forzato', { status: 'confirmed' }],
    ['id forzato', { id: 1 }],
    ['chiave script', { '<script>': 'x' }],
  ]
  const cases: Case[] = raw.map(([name, body, type]) => ({ name: `newsletter: ${name}`, url: NEWSLETTER, body, type: type ?? 'application/json' }))
  for (const [name, patch] of fields) cases.push({ name: `newsletter: ${name}`, url: NEWSLETTER, body: json({ ...valid, ...patch }) })
  cases.push(
    { name: 'newsletter: campo email mancante', url: NEWSLETTER, body: json({ rappresento: 'altro', tipoEnte: 'x', nomeStruttura: 'y' }) },
    { name: 'newsletter: oggetto vuoto', url: NEWSLETTER, body: '{}' },
    { name: 'newsletter: __proto__', url: NEWSLETTER, body: `{"__proto__": {"admin": true}, ${json(valid).slice(1)}` },
    { name: 'newsletter: constructor.prototype', url: NEWSLETTER, body: json({ ...valid, constructor: { prototype: { polluted: true } } }) },
    { name: 'newsletter: prototype', url: NEWSLETTER, body: json({ ...valid, prototype: {} }) },
  )
  return cases
}

function tokenCases(): Case[] {
  const list: [string, string, string?][] = [
    ['testo semplice', '{}', 'text/plain'],
    ['content type mancante', '{}', ''],
    ['JSON rotto', '{'],
    ['null', 'null'],
    ['array', '[]'],
    ['stringa', '"token"'],
    ['campi inattesi', json({ csrf_token: 'mio' })],
    ['__proto__', '{"__proto__": {"isAdmin": true}}'],
    ['corpo grande', json({ x: 'x'.repeat(5000) })],
    ['urlencoded', 'a=1', 'application/x-www-form-urlencoded'],
  ]
  return list.map(([name, body, type]) => ({ name: `token: ${name}`, url: TOKEN, body, type: type ?? 'application/json' }))
}

function submitCases(link: string): Case[] {
  const ok = { utile: true, commento: 'ok', link }
  const bodies: [string, unknown][] = [
    ['utile stringa', { ...ok, utile: 'true' }],
    ['utile numero', { ...ok, utile: 1 }],
    ['utile null', { ...ok, utile: null }],
    ['utile mancante', { commento: 'x', link }],
    ['utile array', { ...ok, utile: [true] }],
    ['commento troppo lungo', { ...ok, commento: 'c'.repeat(501) }],
    ['commento numero', { ...ok, commento: 5 }],
    ['commento null', { ...ok, commento: null }],
    ['commento oggetto', { ...ok, commento: { a: 1 } }],
    ['link mancante', { utile: true }],
    ['link negativo', { ...ok, link: -1 }],
    ['link zero', { ...ok, link: 0 }],
    ['link decimale', { ...ok, link: 1.5 }],
    ['link null', { ...ok, link: null }],
    ['link oggetto', { ...ok, link: { equals: link } }],
    ['link percorso', { ...ok, link: '../../etc/passwd' }],
    ['link script', { ...ok, link: '<script>alert(1)</script>' }],
    ['link inesistente', { ...ok, link: 987654321 }],
    ['link di una raccolta senza valutazioni', { ...ok, link: link.replace(/^\w+:/, 'documents:') }],
    ['link di una raccolta inesistente', { ...ok, link: link.replace(/^\w+:/, 'users:') }],
    ['link enorme', { ...ok, link: 1e300 }],
    ['campo sconosciuto', { ...ok, percorso: '/admin' }],
    ['__proto__', JSON.parse(`{"__proto__": {"polluted": 1}, "utile": true, "link": "${link}"}`)],
    ['array', [ok]],
  ]
  const cases: Case[] = bodies.map(([name, body]) => ({
    name: `feedback: ${name}`,
    url: SUBMIT,
    token: 'fresh',
    body: name === '__proto__' ? `{"__proto__": {"polluted": 1}, "utile": true, "link": "${link}"}` : json(body),
  }))
  const expired = signToken('feedback-csrf', '', 1000, Date.now() - 3 * 3600 * 1000)
  const goodBody = json(ok)
  cases.push(
    { name: 'feedback: senza token', url: SUBMIT, body: goodBody, token: null },
    { name: 'feedback: token vuoto', url: SUBMIT, body: goodBody, token: '' },
    { name: 'feedback: token inventato', url: SUBMIT, body: goodBody, token: 'abc.def' },
    { name: 'feedback: token scaduto', url: SUBMIT, body: goodBody, token: expired },
    { name: 'feedback: token con firma alterata', url: SUBMIT, body: goodBody, token: `${expired.split('.')[0]}.${'A'.repeat(43)}` },
    { name: 'feedback: token di altro uso', url: SUBMIT, body: goodBody, token: signToken('newsletter-confirm', '1', 60_000) },
    { name: 'feedback: token enorme', url: SUBMIT, body: goodBody, token: `${'a'.repeat(6000)}.b` },
    { name: 'feedback: token con script', url: SUBMIT, body: goodBody, token: '<script>alert(1)</script>' },
    { name: 'feedback: JSON rotto', url: SUBMIT, body: '{"utile": tru', token: 'fresh' },
    { name: 'feedback: testo semplice', url: SUBMIT, body: goodBody, type: 'text/plain', token: 'fresh' },
    { name: 'feedback: corpo oltre il limite', url: SUBMIT, body: json({ ...ok, commento: 'x'.repeat(20_000) }), token: 'fresh' },
    { name: 'feedback: null', url: SUBMIT, body: 'null', token: 'fresh' },
  )
  return cases
}

async function freshToken(request: APIRequestContext): Promise<string> {
  const response = await request.post(TOKEN, { data: {} })
  expect(response.status()).toBe(200)
  return (await response.json()).csrf_token
}

async function send(request: APIRequestContext, c: Case): Promise<{ status: number; message: unknown }> {
  const headers: Record<string, string> = {}
  if (c.type !== null && c.type !== undefined && c.type !== '') headers['Content-Type'] = c.type
  if (c.type === undefined) headers['Content-Type'] = 'application/json'
  if (c.token === 'fresh') headers['X-CSRF-TOKEN'] = await freshToken(request)
  else if (typeof c.token === 'string') headers['X-CSRF-TOKEN'] = c.token
  const response = await request.post(c.url, { headers, data: c.body === '' ? undefined : Buffer.from(c.body) })
  const body = await response.json().catch(() => ({}))
  return { status: response.status(), message: (body as { message?: unknown }).message }
}

test('oltre 100 richieste malformate o ostili: solo 4xx con un messaggio, nulla salvato', { tag: '@database' }, async ({ page, request, editor }) => {
  test.setTimeout(180_000)
  await page.goto('/open-data')
  const link = (await page.locator('[data-rating-slot]').getAttribute('data-page-link'))!
  const cases = [...newsletterCases(), ...tokenCases(), ...submitCases(link)]
  expect(cases.length).toBeGreaterThanOrEqual(100)

  const subscriptionsBefore = await countDocs(editor, 'newsletterSubscriptions', `where[email][like]=${MARK}`)
  const feedbacksBefore = await countDocs(editor, 'feedbacks', `where[link][equals]=${encodeURIComponent(link)}`)
  const failures: string[] = []
  for (let i = 0; i < cases.length; i += 8) {
    const batch = cases.slice(i, i + 8)
    const results = await Promise.all(batch.map((c) => send(request, c)))
    results.forEach(({ status, message }, j) => {
      const ok = status >= 400 && status < 500 && typeof message === 'string' && message.trim().length > 0
      if (!ok) failures.push(`${batch[j].name}: ${status} ${JSON.stringify(message)}`)
    })
  }
  expect(failures).toEqual([])
  expect(await countDocs(editor, 'newsletterSubscriptions', `where[email][like]=${MARK}`)).toBe(subscriptionsBefore)
  expect(await countDocs(editor, 'feedbacks', `where[link][equals]=${encodeURIComponent(link)}`)).toBe(feedbacksBefore)
  // The object prototype of the server was not polluted: a valid request still behaves normally.
  const control = await request.post(NEWSLETTER, { data: { ...valid, email: 'non-json' } })
  expect(control.status()).toBe(422)
})
