import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { SalesforceRecorder } from '../e2e/support/salesforce-recorder'
import { A, B, editorToken, killHard, PROXY, sqlValue, startInstance, stopGracefully, untilReady } from './instances'

// Issue 37: two instances behind nginx survive a kill -9 and a rolling restart. Runs last in
// tests/multi-instance (serial, one worker): it stops and starts the instances of run.sh.
test.describe.configure({ mode: 'serial' })

const EXTERNAL_ID = '00NTEST0000000004'
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A support request as a browser with JavaScript sends it: a captcha solved once, a key for its retries. */
async function supportRequest(object: string, address: string) {
  const challenge = await (await fetch(`${PROXY}/api/captcha/challenge`, { headers: { 'X-Forwarded-For': address } })).json()
  const solution = await solveChallenge({ challenge, deriveKey })
  return {
    applicant: 'Pubblica Amministrazione',
    address: 'prova.sopravvivenza@example.it',
    phone: '',
    subject: 'Altro',
    object,
    description: 'Richiesta di prova durante un arresto di un’istanza.',
    notice: 'Nessuno',
    captcha: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'),
    chiave: randomUUID(),
  }
}

type Sent = { object: string; status: number; tries: number }

/** Sends through nginx and, like the form's script, sends the same body again on a 502/503/504 or a dropped connection. */
async function sendWithRetries(body: Awaited<ReturnType<typeof supportRequest>>, address: string): Promise<Sent> {
  for (let tries = 1; tries <= 40; tries++) {
    const status = await fetch(`${PROXY}/api/salesforce/assistenza`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Forwarded-For': address },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    }).then(
      async (r) => (r.status === 200 && (await r.json()).success === true ? 200 : r.status),
      () => 0,
    )
    if (![0, 502, 503, 504].includes(status)) return { object: body.object, status, tries }
    await sleep(500)
  }
  return { object: body.object, status: 0, tries: 40 }
}

const abortedConnections = () => Number(sqlValue("SELECT count(*) FROM pg_stat_activity WHERE state = 'idle in transaction (aborted)'"))
const openTransactions = () => Number(sqlValue("SELECT count(*) FROM pg_stat_activity WHERE state LIKE 'idle in transaction%' AND now() - state_change > interval '5 seconds'"))

test('una nuova istanza che parte non rimette in coda il job che un’altra sta eseguendo', async () => {
  test.setTimeout(180_000)
  // A slow Salesforce: the post of the one request is in flight for 45 s, longer than a start.
  const recorder = new SalesforceRecorder(45_000)
  await recorder.start()
  const third = 'http://127.0.0.1:3303'
  try {
    const object = `Job in corso ${Date.now()}`
    const address = '10.37.0.1'
    expect((await sendWithRetries(await supportRequest(object, address), address)).status).toBe(200)
    await expect(async () => expect(recorder.postsFor(object)).toHaveLength(1)).toPass({ timeout: 30_000, intervals: [250] })
    // A third instance starts on the same database while the post is in flight: before issue 37 it
    // put every job «processing since before its start» back in the queue, so a second post.
    startInstance(third)
    await untilReady(third)
    await sleep(8_000)
    expect(recorder.postsFor(object)).toHaveLength(1)
  } finally {
    await stopGracefully(third).catch(() => undefined)
    await recorder.stop()
  }
})

test('kill -9 di un’istanza a metà raffica, tre volte: nessuna richiesta persa, doppia o rifiutata', async () => {
  test.setTimeout(420_000)
  const recorder = new SalesforceRecorder(1_500)
  await recorder.start()
  const results: Sent[] = []
  const readyAfterMs: number[] = []
  try {
    for (const [round, victim] of [A, B, A].entries()) {
      // Eight visitors (one address each), three requests each, while the victim is killed.
      const burst = Array.from({ length: 8 }, async (_, visitor) => {
        const address = `10.37.${round + 1}.${visitor + 1}`
        for (let n = 0; n < 3; n++) {
          const body = await supportRequest(`Raffica ${Date.now()} ${round}.${visitor}.${n}`, address)
          results.push(await sendWithRetries(body, address))
        }
      })
      await sleep(1_500)
      killHard(victim)
      await sleep(1_000)
      startInstance(victim)
      // Ready counted from its start, while the burst goes on.
      const ready = untilReady(victim)
      await Promise.all(burst)
      readyAfterMs.push(await ready)
    }
    console.log(`avviso del test: ${results.length} richieste, ${results.filter((r) => r.tries > 1).length} ripetute dopo un 502; pronte dopo ${readyAfterMs.join(', ')} ms`)
    // Every request answered as stored, none refused (a retry is answered by its key).
    expect(results.filter((r) => r.status !== 200)).toEqual([])
    for (const ms of readyAfterMs) expect(ms).toBeLessThan(30_000)

    // Each stored once, each forwarded: one Salesforce case each (one External ID, however many posts).
    const auth = { Authorization: `JWT ${await editorToken(B)}` }
    for (const { object } of results) {
      const stored = await (await fetch(`${B}/cms-api/supportRequests?depth=0&where[object][equals]=${encodeURIComponent(object)}`, { headers: auth })).json()
      expect(stored.totalDocs, object).toBe(1)
    }
    await expect(async () => {
      const waiting = results.filter(({ object }) => recorder.postsFor(object).length === 0).length
      expect(waiting).toBe(0)
    }).toPass({ timeout: 120_000, intervals: [1_000] })
    for (const { object } of results) expect(new Set(recorder.postsFor(object).map((p) => p.form.get(EXTERNAL_ID))).size, object).toBe(1)

    // No connection left in a failed transaction; both instances ready and answering through nginx.
    expect(abortedConnections()).toBe(0)
    expect(openTransactions()).toBe(0)
    for (const base of [A, B]) expect((await fetch(`${base}/api/health/live`)).status).toBe(200)
  } finally {
    await recorder.stop()
  }
})

test('riavvio a rotazione sotto carico: nessun 5xx, nessuna risposta troncata', async () => {
  test.setTimeout(240_000)
  const paths = ['/', '/notizie', '/avvisi', '/misure', '/supporto', '/api/health/ready']
  let stop = false
  const failures: string[] = []
  let answered = 0
  // Six clients reading pages through nginx, each body read to its end, for the whole restart.
  const load = Array.from({ length: 6 }, async (_, client) => {
    for (let n = 0; !stop; n++) {
      const path = `${paths[(client + n) % paths.length]}${n % 3 === 0 ? `?visita=${client}-${n}` : ''}`
      try {
        const response = await fetch(`${PROXY}${path}`, { headers: { 'X-Forwarded-For': `10.38.0.${client + 1}` }, signal: AbortSignal.timeout(30_000) })
        const body = await response.text()
        if (response.status >= 500) failures.push(`${path}: ${response.status}`)
        else if (response.headers.get('content-type')?.includes('text/html') && !body.trimEnd().endsWith('</html>')) failures.push(`${path}: troncata`)
        answered++
      } catch (error) {
        failures.push(`${path}: ${String(error)}`)
      }
    }
  })
  const stopMs: number[] = []
  try {
    await sleep(2_000)
    for (const base of [A, B]) {
      stopMs.push(await stopGracefully(base))
      startInstance(base)
      await untilReady(base)
      // The restarted instance is back in nginx's rotation before the next one stops.
      await sleep(6_000)
    }
  } finally {
    stop = true
    await Promise.all(load)
  }
  console.log(`avviso del test: ${answered} risposte durante il riavvio; arresti in ${stopMs.join(', ')} ms`)
  expect(failures).toEqual([])
  expect(answered).toBeGreaterThan(50)
  for (const ms of stopMs) expect(ms).toBeLessThan(26_000)
})
