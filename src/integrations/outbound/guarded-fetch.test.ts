import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isBlockedAddress } from './address-rules'
import { guardedFetch, OUTBOUND_ERRORS } from './guarded-fetch'

let server: Server
let port = 0
let hits = 0
const LIMITS = { timeoutMs: 2000, maxBytes: 1000 }

/** A loopback "inside" service: what an attacker wants the server to read. */
beforeAll(async () => {
  server = createServer((req, res) => {
    hits++
    const to = (location: string) => res.writeHead(302, { Location: location }).end()
    if (req.url === '/segreto') return res.writeHead(200, { 'Content-Type': 'text/plain' }).end('dati interni')
    if (req.url === '/verso-interno') return to(`http://localhost:${port}/segreto`)
    if (req.url === '/verso-metadati') return to('http://169.254.169.254/latest/meta-data/')
    if (req.url === '/giro') return to('/giro')
    if (req.url === '/grande') return res.writeHead(200).end('x'.repeat(5000))
    if (req.url === '/lento') return void setTimeout(() => res.end('tardi'), 1500).unref()
    res.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const production = { SITE_URL: 'https://www.sito.example' }
const refused = { ok: false, error: OUTBOUND_ERRORS.refused }

describe('outbound guard', () => {
  it('refuses this machine, private networks and metadata however the address is spelt', async () => {
    const before = hits
    for (const url of [
      `http://127.0.0.1:${port}/segreto`,
      `https://127.0.0.1:${port}/segreto`,
      `https://2130706433:${port}/segreto`,
      `https://0x7f.1:${port}/segreto`,
      `https://[::1]:${port}/segreto`,
      `https://[::ffff:127.0.0.1]:${port}/segreto`,
      `https://[::ffff:7f00:1]:${port}/segreto`,
      'https://169.254.169.254/latest/meta-data/',
      'https://[fd00:ec2::254]/latest/meta-data/',
      'https://10.0.0.1/',
      'https://192.168.1.1/',
      'https://[fe80::1]/',
      'https://utente:segreto@esempio.it/',
    ]) {
      expect(await guardedFetch(url, LIMITS, {}, production), url).toEqual(refused)
    }
    // A name is judged by the addresses it resolves to, at connection time.
    expect(await guardedFetch(`http://localhost:${port}/segreto`, LIMITS, {}, { ...production, OUTBOUND_ALLOW_HTTP: '1' })).toEqual(refused)
    expect(hits).toBe(before)
  })

  it('checks every redirect, and counts them', async () => {
    const standIn = { ...production, OUTBOUND_ALLOW_HOSTS: `127.0.0.1:${port}`, OUTBOUND_ALLOW_HTTP: '1' }
    expect(await guardedFetch(`http://127.0.0.1:${port}/segreto`, LIMITS, {}, standIn)).toEqual({ ok: true, text: 'dati interni', contentType: 'text/plain' })
    expect(await guardedFetch(`http://127.0.0.1:${port}/verso-interno`, LIMITS, {}, standIn)).toEqual(refused)
    expect(await guardedFetch(`http://127.0.0.1:${port}/verso-metadati`, LIMITS, {}, standIn)).toEqual(refused)
    expect(await guardedFetch(`http://127.0.0.1:${port}/giro`, LIMITS, {}, standIn)).toEqual({ ok: false, error: OUTBOUND_ERRORS.redirects })
  })

  it('stops at the size and time limits, reports statuses, and never names the host', async () => {
    const standIn = { OUTBOUND_ALLOW_HOSTS: `127.0.0.1:${port}` }
    expect(await guardedFetch(`http://127.0.0.1:${port}/grande`, LIMITS, {}, standIn)).toEqual({ ok: false, error: OUTBOUND_ERRORS.size(1) })
    expect(await guardedFetch(`http://127.0.0.1:${port}/lento`, { ...LIMITS, timeoutMs: 200 }, {}, standIn)).toEqual({ ok: false, error: OUTBOUND_ERRORS.timeout(0.2) })
    expect(await guardedFetch(`http://127.0.0.1:${port}/manca`, LIMITS, {}, standIn)).toEqual({ ok: false, error: OUTBOUND_ERRORS.status(404) })
    expect(await guardedFetch('https://nessuno.invalid/x', LIMITS, {}, production)).toEqual({ ok: false, error: OUTBOUND_ERRORS.unreachable })
    expect(await guardedFetch('file:///etc/passwd', LIMITS, {}, production)).toEqual({ ok: false, error: OUTBOUND_ERRORS.invalid })
    expect(Object.values(OUTBOUND_ERRORS).map((e) => (typeof e === 'string' ? e : e(1))).join(' ')).not.toMatch(/127\.0\.0\.1|localhost|:\d{2,5}/)
  })

  it('knows the blocked ranges, IPv4 carried in IPv6 included', () => {
    for (const a of ['127.0.0.1', '0.0.0.0', '100.100.100.200', '::', '::1', '64:ff9b::a9fe:a9fe', '2002:7f00:1::', '::127.0.0.1', 'localhost']) expect(isBlockedAddress(a), a).toBe(true)
    for (const a of ['8.8.8.8', '151.101.1.69', '::ffff:8.8.8.8', '2606:4700::1111']) expect(isBlockedAddress(a), a).toBe(false)
  })
})
