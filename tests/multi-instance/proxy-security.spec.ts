import http from 'node:http'
import { expect, test } from '@playwright/test'
import { PROXY } from './instances'

// Issue 12 behind the shipped nginx, with this client playing a trusted load balancer
// (run.sh renders deploy/nginx.conf with TRUSTED_PROXIES=127.0.0.1).
const wrongLogin = (visitor: string) =>
  fetch(`${PROXY}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor },
    body: JSON.stringify({ email: `nessuno-${visitor}@example.it`, password: 'password-sbagliata' }),
  })

test('dietro il bilanciatore fidato due visitatori hanno limiti separati, con il 429 in italiano', async () => {
  const first: number[] = []
  let refusal = ''
  for (let i = 0; i < 10; i++) {
    const response = await wrongLogin('198.51.100.7')
    first.push(response.status)
    if (response.status === 429) refusal = await response.text()
  }
  expect(first).toContain(429)
  expect(JSON.parse(refusal).message).toBe('Troppe richieste da questo indirizzo. Riprova tra qualche minuto.')
  expect((await wrongLogin('198.51.100.8')).status).not.toBe(429)
})

test('un corpo dichiarato di 10 MB a un modulo è rifiutato da nginx senza attenderlo', async () => {
  const { port, hostname } = new URL(PROXY)
  const status = await new Promise<number>((resolve, reject) => {
    const req = http.request({ host: hostname, port, path: '/api/newsletter/subscribe', method: 'POST', headers: { 'content-type': 'application/json', 'content-length': 10 * 1024 * 1024 } }, (res) => {
      resolve(res.statusCode ?? 0)
      req.destroy()
    })
    req.on('error', reject)
    req.setTimeout(15_000, () => reject(new Error('nessuna risposta')))
    req.write('{"email":"')
  })
  expect(status).toBe(413)
})

test('nginx manda HSTS', async () => {
  for (const path of ['/', '/api/health']) {
    expect((await fetch(`${PROXY}${path}`)).headers.get('strict-transport-security'), path).toBe('max-age=31536000; includeSubDomains')
  }
})
