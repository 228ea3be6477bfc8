import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { verifyRecaptchaToken } from './recaptcha'
import { memoryStore } from './memory-store'
import type { ReplayStore } from './types'

// Google cannot be reached from here: a local server plays siteverify and records what we send.
type Seen = { method?: string; url?: string; headers: http.IncomingHttpHeaders; body: string }
let seen: Seen[] = []
let reply: { status: number; body: unknown } = { status: 200, body: {} }
let server: http.Server
let url = ''

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (c) => (body += c))
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body })
      res.writeHead(reply.status, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify(reply.body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/recaptcha/api/siteverify`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))
beforeEach(() => {
  seen = []
})

const store = (): ReplayStore => memoryStore()

const now = Date.UTC(2026, 10, 23, 10, 0, 0)
const options = (s = store()) => ({ siteKey: 'chiave-pubblica', secretKey: 'chiave-segreta', verifyUrl: url, store: s, now: () => now })
const ok = (secondsAgo = 5) => ({ status: 200, body: { success: true, challenge_ts: new Date(now - secondsAgo * 1000).toISOString(), hostname: 'localhost' } })

describe('reCAPTCHA', () => {
  it('posts exactly secret, response and remoteip, form-encoded, to siteverify', async () => {
    reply = ok()
    expect(await verifyRecaptchaToken('token-valido_1', '203.0.113.7', options())).toEqual({ ok: true })
    expect(seen).toHaveLength(1)
    expect(seen[0].method).toBe('POST')
    expect(seen[0].url).toBe('/recaptcha/api/siteverify')
    expect(seen[0].headers['content-type']).toBe('application/x-www-form-urlencoded')
    expect(seen[0].body).toBe('secret=chiave-segreta&response=token-valido_1&remoteip=203.0.113.7')
  })

  it('leaves remoteip out when the address is unknown', async () => {
    reply = ok()
    await verifyRecaptchaToken('token-2', 'locale', options())
    expect(seen[0].body).toBe('secret=chiave-segreta&response=token-2')
  })

  it('refuses what Google refuses, and a duplicate as expired', async () => {
    reply = { status: 200, body: { success: false, 'error-codes': ['invalid-input-response'] } }
    expect(await verifyRecaptchaToken('token-3', undefined, options())).toEqual({ ok: false, reason: 'non valido' })
    reply = { status: 200, body: { success: false, 'error-codes': ['timeout-or-duplicate'] } }
    expect(await verifyRecaptchaToken('token-3', undefined, options())).toEqual({ ok: false, reason: 'scaduto' })
  })

  it('refuses a token older than 110 seconds even if Google says success', async () => {
    reply = ok(111)
    expect(await verifyRecaptchaToken('token-4', undefined, options())).toEqual({ ok: false, reason: 'scaduto' })
  })

  it('refuses a replay of an accepted token', async () => {
    reply = ok()
    const s = store()
    expect(await verifyRecaptchaToken('token-5', undefined, options(s))).toEqual({ ok: true })
    expect(await verifyRecaptchaToken('token-5', undefined, options(s))).toEqual({ ok: false, reason: 'già usato' })
  })

  it('issue 37: a retry of the request that spent the token is accepted without asking Google again (it would say duplicate)', async () => {
    reply = ok()
    const s = store()
    expect(await verifyRecaptchaToken('token-6', undefined, options(s), 'richiesta-1')).toEqual({ ok: true })
    reply = { status: 200, body: { success: false, 'error-codes': ['timeout-or-duplicate'] } }
    expect(await verifyRecaptchaToken('token-6', undefined, options(s), 'richiesta-1')).toEqual({ ok: true })
    expect(seen).toHaveLength(1)
    expect(await verifyRecaptchaToken('token-6', undefined, options(s), 'richiesta-2')).toEqual({ ok: false, reason: 'scaduto' })
  })

  it('does not call Google for a missing or malformed token', async () => {
    expect(await verifyRecaptchaToken(undefined, undefined, options())).toEqual({ ok: false, reason: 'mancante' })
    expect(await verifyRecaptchaToken({ a: 1 }, undefined, options())).toEqual({ ok: false, reason: 'non valido' })
    expect(await verifyRecaptchaToken('<script>', undefined, options())).toEqual({ ok: false, reason: 'non valido' })
    expect(seen).toHaveLength(0)
  })

  it('reports an unreachable or failing service without throwing', async () => {
    reply = { status: 500, body: {} }
    expect(await verifyRecaptchaToken('token-6', undefined, options())).toEqual({ ok: false, reason: 'servizio non raggiungibile' })
    const closed = { ...options(), verifyUrl: 'http://127.0.0.1:9/siteverify' }
    expect(await verifyRecaptchaToken('token-7', undefined, closed)).toEqual({ ok: false, reason: 'servizio non raggiungibile' })
  })
})
