import http from 'node:http'
import { expect, test } from '@playwright/test'
import { EDITOR } from '../e2e/support/editor'
import { SECURITY_PORT, type Server, startServer } from './server'

// One production server without TRUSTED_PROXIES: findings 3, 6, 7, 9 and 10 as an anonymous client sees them.
test.describe.configure({ mode: 'serial' })

let server: Server
test.beforeAll(async () => {
  server = await startServer({ LOGIN_RATE_LIMIT: '20' })
})
test.afterAll(async () => server?.stop())

const login = (request: import('@playwright/test').APIRequestContext, email: string, password: string, headers: Record<string, string> = {}) =>
  request.post('/cms-api/users/login', { data: { email, password }, headers })

test('rilievo 6: password di almeno 12 caratteri, mai quella dimostrativa in produzione', async ({ request }) => {
  const signedIn = await login(request, EDITOR.email, EDITOR.password)
  expect(signedIn.status()).toBe(200)
  const auth = { Authorization: `JWT ${(await signedIn.json()).token}` }
  for (const [password, message] of [
    ['abc', 'La password deve avere almeno 12 caratteri.'],
    ['Redazione-2026', 'Questa password è pubblica (account dimostrativo): scegline un’altra.'],
  ]) {
    const created = await request.post('/cms-api/users', { headers: auth, data: { email: `nuovo-${Date.now()}@example.it`, password } })
    expect(created.status()).toBe(400)
    expect(JSON.stringify(await created.json())).toContain(message)
  }
})

test('rilievo 6: tentativi sbagliati non bloccano l’account altrove, e non dicono se l’account esiste', async ({ request }) => {
  const known = await login(request, EDITOR.email, 'password-sbagliata', { 'x-real-ip': '203.0.113.9' })
  const unknown = await login(request, 'nessuno@example.it', 'password-sbagliata')
  expect(known.status()).toBe(401)
  expect(unknown.status()).toBe(401)
  expect((await known.json()).errors[0].message).toBe((await unknown.json()).errors[0].message)
  for (let i = 0; i < 5; i++) await login(request, EDITOR.email, `sbagliata-${i}`)
  expect((await login(request, EDITOR.email, EDITOR.password)).status()).toBe(200)
})

test('rilievo 3: cambiare X-Real-IP o X-Forwarded-For da un indirizzo non fidato non aggira il limite degli accessi', async ({ request }) => {
  const statuses: number[] = []
  for (let i = 0; i < 22; i++) {
    const ip = `198.51.100.${i + 1}`
    statuses.push((await login(request, `prova-${i}@example.it`, 'password-sbagliata', { 'x-real-ip': ip, 'x-forwarded-for': ip })).status())
  }
  expect(statuses).toContain(429)
})

test('rilievo 6: richieste di reimpostazione della password limitate', async ({ request }) => {
  const statuses: number[] = []
  for (let i = 0; i < 7; i++) statuses.push((await request.post('/cms-api/users/forgot-password', { data: { email: `x${i}@example.it` } })).status())
  expect(statuses.slice(0, 5).every((s) => s !== 429)).toBe(true)
  expect(statuses.at(-1)).toBe(429)
})

test('rilievo 7: un corpo dichiarato troppo grande è rifiutato subito, senza attenderlo', async () => {
  const status = await new Promise<number>((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port: SECURITY_PORT, path: '/api/newsletter/subscribe', method: 'POST', headers: { 'content-type': 'application/json', 'content-length': 10 * 1024 * 1024 } },
      (res) => {
        resolve(res.statusCode ?? 0)
        req.destroy()
      },
    )
    req.on('error', reject)
    req.setTimeout(15_000, () => reject(new Error('nessuna risposta a un corpo dichiarato di 10 MB')))
    req.write('{"email":"' + 'a'.repeat(1000))
  })
  expect(status).toBe(413)
})

test('rilievo 9: richieste anonime malformate hanno una risposta 4xx, mai 500', async ({ request }) => {
  for (const path of ['/api/preview/exit?path=/%E3%80%82x', '/cms-api/users/verify/x', '/cms-api/media/file/%00.webp', '/cms-api/media/file/..%252F..%252Fsito.db']) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBeLessThan(500)
  }
  const foreign = await request.post('/novita/newsletter', { headers: { Origin: 'https://attaccante.example', 'Content-Type': 'application/x-www-form-urlencoded' }, data: 'email=a%40example.it' })
  expect(foreign.status()).toBe(403)
})

test('rilievo 10: feed, sitemap e robots con CSP default-src none; permessi non leggibili da anonimi', async ({ request }) => {
  for (const path of ['/sitemap.xml', '/robots.txt', '/notizie/feed.xml', '/notizie/atom.xml']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    expect(response.headers()['content-security-policy'], path).toContain("default-src 'none'")
  }
  expect((await request.get('/cms-api/access')).status()).toBe(401)
})
