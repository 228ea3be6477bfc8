import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FORWARDED_HEADER, PEER_HEADER } from './http/client-address'
import { prometheusText } from './metrics'
import { closeConnectionsAfterTheirAnswer, guardNodeServer, TOO_LARGE_PATH } from './node-server'

// Issue 37: request ids, the peer's address, logs, metrics and the 413 through Node's
// `http.server.request.start` diagnostics channel, on a real http.Server; nothing of Node replaced.
const originalEmit = http.Server.prototype.emit
const seen: { url: string; headers: http.IncomingHttpHeaders }[] = []
const server = http.createServer((req, res) => {
  seen.push({ url: req.url ?? '', headers: { ...req.headers } })
  res.end('ok')
})
let base = ''

beforeAll(async () => {
  guardNodeServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('il server Node, con l’aggancio supportato di Node', () => {
  it('non sostituisce http.Server.prototype.emit', () => {
    expect(http.Server.prototype.emit).toBe(originalEmit)
  })

  it('dà a ogni richiesta un identificativo (quello di nginx se sensato) e l’indirizzo del peer', async () => {
    await fetch(`${base}/notizie`, { headers: { 'x-forwarded-for': '203.0.113.9', [PEER_HEADER]: '198.51.100.1' } })
    await fetch(`${base}/notizie`, { headers: { 'x-request-id': 'abcdef0123456789abcdef0123456789' } })
    await fetch(`${base}/notizie`, { headers: { 'x-request-id': '<script>' } })
    const [forwarded, fromNginx, forged] = seen.slice(-3)
    expect(forwarded!.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    expect(forwarded!.headers[PEER_HEADER]).toBe('127.0.0.1')
    expect(forwarded!.headers[FORWARDED_HEADER]).toBe('1')
    expect(fromNginx!.headers['x-request-id']).toBe('abcdef0123456789abcdef0123456789')
    expect(fromNginx!.headers[FORWARDED_HEADER]).toBe('0')
    expect(forged!.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('manda un corpo dichiarato oltre 128 KB alla risposta 413, fuori da redazione e API del CMS', async () => {
    const declared = (path: string) =>
      new Promise<string>((resolve, reject) => {
        const req = http.request(`${base}${path}`, { method: 'POST', headers: { 'content-length': 10 * 1024 * 1024 } }, (res) => {
          res.resume()
          resolve(seen.at(-1)!.url)
          req.destroy()
        })
        req.on('error', reject)
        req.write('{')
      })
    expect(await declared('/api/newsletter/subscribe')).toBe(TOO_LARGE_PATH)
    expect(await declared('/cms-api/media')).toBe('/cms-api/media')
  })

  it('conta le richieste nelle metriche al loro termine, col percorso chiesto', async () => {
    await fetch(`${base}/api/health/ready`)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(prometheusText({})).toMatch(/^sito_http_requests_total\{route="\/api\/health",method="GET",status="200"\} [1-9]/m)
  })
})

describe('all’arresto (SIGTERM)', () => {
  it('chiude ogni connessione dopo la sua risposta: nginx non continua a riusarle', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    const connection = () =>
      new Promise<string | undefined>((resolve, reject) => {
        http.get(`${base}/notizie`, { agent }, (res) => {
          res.resume()
          res.on('end', () => resolve(res.headers.connection))
        }).on('error', reject)
      })
    expect(await connection()).toBe('keep-alive')
    closeConnectionsAfterTheirAnswer()
    expect(await connection()).toBe('close')
    agent.destroy()
  })
})
