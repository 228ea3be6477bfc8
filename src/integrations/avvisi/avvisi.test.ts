import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fetchSource } from '../sources/fetch-source'
import { loadJsonFeed } from './json-feed'
import { loadSalesforceFundingPrograms } from './salesforce'

type Seen = { method?: string; url?: string; headers: IncomingMessage['headers']; body: string }
const seen: Seen[] = []
let server: Server
let base = ''
let tokenStatus = 200

const RECORD = { attributes: { type: 'FundingProgram' }, Id: 'a0X000000000001', Name: 'Avviso 1.4.1 Comuni', Status: 'Active', StartDate: '2026-02-01', EndDate: '2026-05-31', Ente_Promotore__c: 'Dipartimento', Beneficiari__c: 'Comuni;Scuole', Url__c: 'https://esempio.it/avviso' }

/** A loopback stand-in for Salesforce (OAuth token + query API) and for plain files. */
beforeAll(async () => {
  server = createServer((req, res) => {
    let body = ''
    req.on('data', (c) => (body += c))
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body })
      const json = (status: number, value: unknown) => res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(value))
      if (req.url === '/services/oauth2/token') return json(tokenStatus, { access_token: 'TOKEN-123', instance_url: base, token_type: 'Bearer' })
      if (req.url?.startsWith('/services/data/v62.0/query?')) return json(200, { totalSize: 2, done: false, records: [RECORD], nextRecordsUrl: '/services/data/v62.0/query/01g-2000' })
      if (req.url === '/services/data/v62.0/query/01g-2000') return json(200, { totalSize: 2, done: true, records: [{ ...RECORD, Id: 'a0X2', Name: 'Avviso chiuso', Status: 'Closed', StartDate: '2025-01-01' }] })
      if (req.url === '/feed.json') return json(200, { data: [{ id: 7, name: 'Dal feed', status: 'PUBBLICATO', startDate: '2026-01-10', endDate: '2026-12-31', beneficiari: ['Comuni'], misura: '1.4.1 Esperienza dei servizi pubblici' }] })
      if (req.url === '/grande.csv') return res.writeHead(200, { 'Content-Type': 'text/csv' }).end('a;b\n'.padEnd(5000, 'x'))
      if (req.url === '/lento.csv') return void setTimeout(() => res.end('a;b\n'), 1500).unref()
      res.writeHead(404).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  // The stand-in is on loopback: trusted like the e2e suites' (src/integrations/outbound).
  process.env.OUTBOUND_ALLOW_HOSTS = new URL(base).host
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const ENV = () => ({ SALESFORCE_FP_AUTH_URL: base, SALESFORCE_FP_CLIENT_ID: 'client-id', SALESFORCE_FP_CLIENT_SECRET: 's3cr&t' })

describe('Salesforce Funding Program adapter', () => {
  it('asks a token with client credentials, then queries with it, following nextRecordsUrl', async () => {
    seen.length = 0
    const loaded = await loadSalesforceFundingPrograms(ENV())
    const [token, query, next] = seen
    expect(token).toMatchObject({ method: 'POST', url: '/services/oauth2/token', body: 'grant_type=client_credentials&client_id=client-id&client_secret=s3cr%26t' })
    expect(token!.headers['content-type']).toBe('application/x-www-form-urlencoded')
    expect(query!.method).toBe('GET')
    expect(query!.headers.authorization).toBe('Bearer TOKEN-123')
    const q = new URL(query!.url!, base).searchParams.get('q')
    expect(q).toBe('SELECT Id, Name, Status, StartDate, EndDate, Ente_Promotore__c, Beneficiari__c, Url__c FROM FundingProgram ORDER BY StartDate DESC LIMIT 200')
    expect(next).toMatchObject({ url: '/services/data/v62.0/query/01g-2000', headers: expect.objectContaining({ authorization: 'Bearer TOKEN-123' }) })
    expect(loaded).toEqual({
      ok: true,
      list: [
        { id: 'a0X000000000001', name: 'Avviso 1.4.1 Comuni', status: 'PUBBLICATO', startDate: '2026-02-01T00:00:00.000Z', endDate: '2026-05-31T00:00:00.000Z', entePromotore: 'Dipartimento', beneficiari: ['Comuni', 'Scuole'], misura: null, url: 'https://esempio.it/avviso' },
        expect.objectContaining({ id: 'a0X2', status: 'CHIUSO' }),
      ],
    })
  })

  it('reports a refused token or a missing configuration, never throws', async () => {
    tokenStatus = 401
    expect(await loadSalesforceFundingPrograms(ENV())).toEqual({ ok: false, error: 'Salesforce ha risposto 401 (token)' })
    tokenStatus = 200
    expect(await loadSalesforceFundingPrograms({})).toEqual({ ok: false, error: 'variabili mancanti: SALESFORCE_FP_CLIENT_ID, SALESFORCE_FP_CLIENT_SECRET' })
    expect(await loadSalesforceFundingPrograms({ ...ENV(), SALESFORCE_FP_AUTH_URL: 'http://127.0.0.1:9' })).toEqual({ ok: false, error: 'Salesforce non raggiungibile (token)' })
  })
})

describe('JSON feed adapter', () => {
  it('reads the feed in the collection’s shape', async () => {
    expect(await loadJsonFeed({ AVVISI_FEED_URL: `${base}/feed.json` })).toMatchObject({ ok: true, list: [{ id: '7', name: 'Dal feed', status: 'PUBBLICATO', misura: '1.4.1 Esperienza dei servizi pubblici', url: null }] })
    expect(await loadJsonFeed({})).toEqual({ ok: false, error: 'AVVISI_FEED_URL non impostata' })
  })
})

describe('fetching a source', () => {
  it('stops at the size limit and at the time limit', async () => {
    expect(await fetchSource(`${base}/grande.csv`, {}, { timeoutMs: 2000, maxBytes: 1000 })).toEqual({ ok: false, error: 'file troppo grande o interrotto (massimo 1 kB)' })
    expect(await fetchSource(`${base}/lento.csv`, {}, { timeoutMs: 200, maxBytes: 1000 })).toEqual({ ok: false, error: 'nessuna risposta entro 0.2 secondi' })
    expect(await fetchSource(`${base}/manca.csv`)).toEqual({ ok: false, error: 'la fonte ha risposto 404' })
    expect(await fetchSource('ftp://x/y')).toEqual({ ok: false, error: 'indirizzo non valido' })
  })
})
