import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { expect, test } from '@playwright/test'
import { signToken } from '../../src/forms/shared/signed-token'
import { DEVELOPMENT_SECRET } from '../../src/ops/secrets'
import { exited, SECURITY_PORT, type Server, spawnServer, startServer } from './server'

// Finding 1: production signs nothing with a missing, short or public secret; keys are per purpose.
test.describe.configure({ mode: 'serial' })

test('il server di produzione non parte senza segreto, con uno corto o con quello di sviluppo', async () => {
  const cases = [undefined, 'corto-solo-20-caratt', DEVELOPMENT_SECRET]
  const servers = cases.map((secret, i) => spawnServer({ PAYLOAD_SECRET: secret }, SECURITY_PORT + 20 + i))
  const codes = await Promise.all(servers.map((s) => exited(s)))
  for (const [i, code] of codes.entries()) {
    expect(code, servers[i].output()).not.toBe(null)
    expect(code).not.toBe(0)
    expect(servers[i].output()).toContain('Avvio rifiutato: PAYLOAD_SECRET')
  }
})

test('nemmeno la riga di comando (migrazioni) parte con il segreto di sviluppo', async () => {
  const run = promisify(execFile)('npx', ['payload', 'migrate:status'], {
    env: { ...process.env, NODE_ENV: 'production', PAYLOAD_SECRET: DEVELOPMENT_SECRET },
  })
  const failure = await run.then(() => null, (error: { code?: number; stdout?: string; stderr?: string }) => error)
  expect(failure?.code).not.toBe(0)
  expect(`${failure?.stdout}${failure?.stderr}`).toContain('Avvio rifiutato: PAYLOAD_SECRET è il valore di sviluppo')
})

test.describe('con un segreto vero', () => {
  let server: Server
  test.beforeAll(async () => {
    server = await startServer()
  })
  test.afterAll(async () => server?.stop())

  test('un token di feedback firmato con il valore di sviluppo è rifiutato', async ({ request }) => {
    const forged = signToken('feedback-csrf', '', 60_000, Date.now(), DEVELOPMENT_SECRET)
    const sent = await request.post('/api/feedback/submit', {
      headers: { 'X-CSRF-TOKEN': forged },
      data: { utile: true, commento: '', link: '1' },
    })
    expect(sent.status()).toBe(403)
    expect((await sent.json()).message).toBe('Token di sicurezza non valido: ricarica la pagina e riprova.')
  })

  test('un link di conferma della newsletter firmato con il valore di sviluppo non conferma nulla', async ({ request }) => {
    const forged = signToken('newsletter-confirm', '1', 60_000, Date.now(), DEVELOPMENT_SECRET)
    const page = await request.get(`/novita/newsletter/conferma?token=${forged}`)
    expect(page.status()).toBeLessThan(500)
    expect(await page.text()).not.toContain('Iscrizione confermata')
  })
})
