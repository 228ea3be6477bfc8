import { expect, test } from '@playwright/test'
import { solvedToken } from '../e2e/support/captcha'
import { HoldingRecorder } from './holding-recorder'
import { type Server, startServer } from './server'
import { MONITORING } from '../support/monitoring'

// Finding 4: the job runner starts with the process, jobs left "processing" by a killed process
// run again, /api/health says when the queue is not moving, and Salesforce gets each request once.
const recorder = new HoldingRecorder(Number(process.env.SECURITY_RECORDER_PORT ?? 4011))
const env = {
  SALESFORCE_WEB_TO_CASE_URL: recorder.url,
  SALESFORCE_ORG_ID: '00DTEST000000001',
  SALESFORCE_RECORD_TYPE: '012TEST000000001',
  SALESFORCE_CAPTCHA_KEYNAME: 'sito-test',
  SALESFORCE_FIELD_MAP: '{"applicant":"00NTEST0000000001","subject":"00NTEST0000000002","notice":"00NTEST0000000003"}',
  FORMS_RATE_LIMIT_FACTOR: '20',
  JOBS_STUCK_AFTER_S: '5',
}

let server: Server | undefined
test.beforeAll(() => recorder.start())
test.afterAll(async () => {
  await server?.stop()
  await recorder.stop()
})

async function health(request: import('@playwright/test').APIRequestContext) {
  return (await (await request.get('/api/health', { headers: MONITORING })).json()) as { status: string; checks: { jobs?: { ok: boolean; stuck: number } } }
}

test('dopo un kill -9 durante l’inoltro e un riavvio senza accessi in redazione, ogni richiesta arriva a Salesforce una volta sola', async ({ request }) => {
  server = await startServer(env)
  const objects = [1, 2, 3].map((i) => `Prova kill -9 ${Date.now()} n. ${i}`)
  for (const object of objects) {
    const sent = await request.post('/api/salesforce/assistenza', {
      data: { applicant: 'Pubblica Amministrazione', address: 'prova.kill@example.it', phone: '', subject: 'Altro', object, description: 'Richiesta di prova.', notice: 'Nessuno', captcha: await solvedToken(request) },
    })
    expect(sent.status()).toBe(200)
    expect((await sent.json()).success).toBe(true)
  }
  // The runner started by itself (no request to /admin or /cms-api) and is posting: stop it dead.
  await expect.poll(() => recorder.received, { timeout: 30_000 }).toBeGreaterThan(0)
  await server.kill9()
  recorder.release()

  // Without a runner the jobs stay "processing": the health check says so.
  server = await startServer({ ...env, JOBS_AUTORUN: '0' })
  await expect.poll(async () => (await health(request)).checks.jobs?.stuck ?? 0, { timeout: 30_000, intervals: [1000] }).toBeGreaterThan(0)
  expect((await health(request)).status).toBe('degraded')
  await server.stop()

  server = await startServer(env)
  await expect.poll(() => objects.map((o) => recorder.count(o)), { timeout: 60_000, intervals: [1000] }).toEqual([1, 1, 1])
  await expect.poll(async () => (await health(request)).checks.jobs?.ok, { timeout: 30_000 }).toBe(true)
  expect(objects.map((o) => recorder.count(o))).toEqual([1, 1, 1])
})
