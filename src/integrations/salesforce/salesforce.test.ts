import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { parseFieldMap, type SalesforceConfig, salesforceConfigFromEnv } from './config'
import { postWebToCase, type SupportCase, WebToCaseError } from './web-to-case'

const MAP = { applicant: '00N000000000001', subject: '00N000000000002', notice: '00N000000000003' }

describe('field map', () => {
  it('fills the standard Web-to-Case names and takes the custom ids', () => {
    const r = parseFieldMap(JSON.stringify(MAP))
    expect(r.ok && r.map).toEqual({
      ...MAP,
      address: 'email',
      phone: 'phone',
      object: 'subject',
      description: 'description',
      orgid: 'orgid',
      external: 'external',
      origin: 'origin',
      recordType: 'recordType',
      priority: 'priority',
      captchaResponse: 'g-recaptcha-response',
      captchaSettings: 'captcha_settings',
      debug: 'debug',
      submit: 'submit',
    })
  })

  it.each([
    ['{"applicant": ', /JSON non valido/],
    ['[1]', /mappa dei campi Salesforce/],
    [JSON.stringify({ ...MAP, sconosciuto: 'x' }), /campi sconosciuti: sconosciuto/],
    [JSON.stringify({ ...MAP, applicant: 'a b"<' }), /nome di campo non valido .* \(applicant\)/],
    [JSON.stringify({ ...MAP, subject: 42 }), /\(subject\)/],
    [JSON.stringify({ applicant: 'x' }), /manca il nome per subject, notice/],
    ['', /manca il nome per applicant, subject, notice/],
  ])('explains a bad map instead of crashing (%#)', (text, message) => {
    const r = parseFieldMap(text)
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.error).toMatch(message)
  })

  it('reads the environment, or a file, and says what is missing', () => {
    expect(salesforceConfigFromEnv({})).toEqual({
      ok: false,
      status: 'non configurato',
      error: 'variabili mancanti: SALESFORCE_WEB_TO_CASE_URL, SALESFORCE_ORG_ID, SALESFORCE_RECORD_TYPE',
    })
    const base = { SALESFORCE_WEB_TO_CASE_URL: 'https://sf.example/servlet/servlet.WebToCase', SALESFORCE_ORG_ID: '00D', SALESFORCE_RECORD_TYPE: '012' }
    expect(salesforceConfigFromEnv({ ...base, SALESFORCE_WEB_TO_CASE_URL: 'ftp://x' }).ok).toBe(false)
    expect(salesforceConfigFromEnv({ ...base, SALESFORCE_FIELD_MAP: '{no' })).toMatchObject({ ok: false, error: expect.stringMatching(/JSON non valido/) })
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sf-')), 'map.json')
    fs.writeFileSync(file, JSON.stringify(MAP))
    const r = salesforceConfigFromEnv({ ...base, SALESFORCE_FIELD_MAP_FILE: file, SALESFORCE_CAPTCHA_KEYNAME: 'chiave' })
    expect(r.ok && r.config.fields.notice).toBe(MAP.notice)
    expect(r.ok && r.config.captchaKeyName).toBe('chiave')
    expect(salesforceConfigFromEnv({ ...base, SALESFORCE_FIELD_MAP_FILE: '/non/esiste.json' })).toMatchObject({ ok: false, error: 'SALESFORCE_FIELD_MAP_FILE non leggibile' })
  })
})

// Salesforce cannot be reached from here: a local server records the exact POST.
let server: http.Server
let seen: { method?: string; url?: string; headers: http.IncomingHttpHeaders; body: string }[] = []
let status = 200
let base = ''
beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (c) => (body += c))
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body })
      res.writeHead(status, { 'Content-Type': 'text/html' })
      res.end('<html></html>')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))
beforeEach(() => {
  seen = []
  status = 200
})

const request: SupportCase = {
  applicant: 'Pubblica Amministrazione',
  address: 'mario.rossi@comune.esempio.it',
  phone: '+39 06 1234567',
  subject: 'Malfunzionamento piattaforma',
  object: 'Errore & caricamento = allegati',
  description: 'Riga uno\nRiga due: àèìòù €',
  notice: '1.4.1 Esperienza dei servizi pubblici',
  captchaResponse: 'token-captcha',
  submittedAt: 1_790_000_000_000,
  externalId: 'a1b2c3',
}

function config(): SalesforceConfig {
  const r = parseFieldMap(JSON.stringify(MAP))
  if (!r.ok) throw new Error(r.error)
  return { url: `${base}/servlet/servlet.WebToCase?encoding=UTF-8`, orgId: '00D000000000ABC', recordType: '0120000000000XY', captchaKeyName: 'sito', fields: r.map }
}

describe('Web-to-Case forwarder', () => {
  it('posts the exact form-encoded body with the fixed fields', async () => {
    await postWebToCase(request, config())
    expect(seen).toHaveLength(1)
    const [hit] = seen
    expect(hit.method).toBe('POST')
    expect(hit.url).toBe('/servlet/servlet.WebToCase?encoding=UTF-8')
    expect(hit.headers['content-type']).toBe('application/x-www-form-urlencoded;charset=UTF-8')
    const settings = encodeURIComponent('{"keyname":"sito","fallback":"true","orgId":"00D000000000ABC","ts":"1790000000000"}').replace(/%20/g, '+')
    expect(hit.body).toBe(
      [
        'orgid=00D000000000ABC',
        'external=1',
        'origin=Area+pubblica',
        'recordType=0120000000000XY',
        'priority=Medium',
        '00N000000000001=Pubblica+Amministrazione',
        'email=mario.rossi%40comune.esempio.it',
        'phone=%2B39+06+1234567',
        '00N000000000002=Malfunzionamento+piattaforma',
        'subject=Errore+%26+caricamento+%3D+allegati',
        'description=Riga+uno%0ARiga+due%3A+%C3%A0%C3%A8%C3%AC%C3%B2%C3%B9+%E2%82%AC',
        '00N000000000003=1.4.1+Esperienza+dei+servizi+pubblici',
        'g-recaptcha-response=token-captcha',
        `captcha_settings=${settings}`,
        'debug=1',
        'submit=INVIA',
      ].join('&'),
    )
    const parsed = new URLSearchParams(hit.body)
    expect(JSON.parse(parsed.get('captcha_settings')!)).toEqual({ keyname: 'sito', fallback: 'true', orgId: '00D000000000ABC', ts: '1790000000000' })
  })

  it('sends the request’s External ID when the org has the field, the same on every attempt', async () => {
    const fields = { ...config().fields, externalId: '00N000000000009' }
    await postWebToCase(request, { ...config(), fields })
    await postWebToCase(request, { ...config(), fields })
    expect(seen.map((s) => new URLSearchParams(s.body).get('00N000000000009'))).toEqual(['a1b2c3', 'a1b2c3'])
    expect(parseFieldMap(JSON.stringify({ ...MAP, externalId: '00N000000000009' }))).toMatchObject({ ok: true, map: { externalId: '00N000000000009' } })
  })

  it('counts a redirect as delivered and an error status as a failure to retry', async () => {
    status = 302
    await expect(postWebToCase(request, config())).resolves.toBeUndefined()
    status = 503
    await expect(postWebToCase(request, config())).rejects.toThrow(new WebToCaseError('Salesforce ha risposto 503'))
  })

  it('reports an unreachable service without personal data in the message', async () => {
    const error = await postWebToCase(request, { ...config(), url: 'http://127.0.0.1:9/x' }).catch((e: Error) => e)
    expect(error).toBeInstanceOf(WebToCaseError)
    expect((error as Error).message).toBe('Salesforce non raggiungibile: connessione non riuscita')
  })
})
