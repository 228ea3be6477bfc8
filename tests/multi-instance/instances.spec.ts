import { expect, test } from '@playwright/test'
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { SalesforceRecorder } from '../e2e/support/salesforce-recorder'
import { A, B, editorToken, PROXY } from './instances'

async function text(url: string): Promise<string> {
  return (await fetch(url)).text()
}

test.describe.configure({ mode: 'serial' })

test('una modifica salvata sull’istanza A è visibile dal proxy subito e sull’istanza B', async () => {
  const token = await editorToken(A)
  const auth = { Authorization: `JWT ${token}`, 'content-type': 'application/json' }
  // The oldest published FAQ: demo content, never a draft left behind by the end-to-end suite.
  const found = await (await fetch(`${A}/cms-api/faqs?limit=1&sort=createdAt&depth=0&where[_status][equals]=published`, { headers: auth })).json()
  const faq = found.docs[0]
  const path = `/supporto/domande-frequenti/${faq.category}/${faq.slug}`
  // Both instances (and nginx) hold the current version in their caches.
  for (const base of [A, B, PROXY]) expect((await fetch(`${base}${path}`)).status).toBe(200)
  expect(await text(`${B}${path}`)).not.toContain('multi-istanza')

  // Issue 29: nginx has just stored this address (a query of its own: a new entry, fresh for its 5 s TTL).
  const proxied = `${PROXY}${path}?visita=${Date.now()}`
  expect((await fetch(proxied)).headers.get('x-cache-status')).toBe('MISS')
  expect((await fetch(proxied)).headers.get('x-cache-status')).toBe('HIT')

  const marker = `multi-istanza ${Date.now()}`
  const saved = await fetch(`${A}/cms-api/faqs/${faq.id}`, { method: 'PATCH', headers: auth, body: JSON.stringify({ title: `${faq.title} (${marker})`, _status: 'published' }) })
  expect(saved.status).toBe(200)
  // The save purges nginx once both instances serve it: live through the proxy well before the TTL ends.
  await expect(async () => expect(await text(proxied)).toContain(marker)).toPass({ timeout: 2_500, intervals: [100] })
  // Issue 37: on every instance within a second or so, with no list of instances anywhere.
  await expect(async () => expect(await text(`${B}${path}`)).toContain(marker)).toPass({ timeout: 2_000, intervals: [100] })
  // The same edit, saved on B, reaches A.
  const restored = await fetch(`${B}/cms-api/faqs/${faq.id}`, { method: 'PATCH', headers: { ...auth, Authorization: `JWT ${await editorToken(B)}` }, body: JSON.stringify({ title: faq.title, _status: 'published' }) })
  expect(restored.status).toBe(200)
  await expect(async () => expect(await text(`${A}${path}`)).not.toContain(marker)).toPass({ timeout: 2_000, intervals: [100] })
})

test('le due istanze rispondono dietro il proxy con il proprio identificativo di richiesta', async () => {
  const seen = new Set<string>()
  for (let i = 0; i < 6; i++) {
    const response = await fetch(`${PROXY}/api/health`)
    expect(response.status).toBe(200)
    seen.add(response.headers.get('x-request-id') ?? '')
  }
  expect(seen.size).toBe(6)
})

test('un token di feedback emesso da A è accettato da B, una sola volta', async () => {
  const issued = await fetch(`${A}/api/feedback/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
  expect(issued.status).toBe(200)
  const { csrf_token: token } = await issued.json()
  expect(typeof token).toBe('string')
  const pages = await (await fetch(`${B}/cms-api/pages?limit=1&depth=0&where[nascondiValutazione][equals]=false`)).json()
  const commento = `Prova tra istanze ${Date.now()}`
  const send = (base = B) =>
    fetch(`${base}/api/feedback/submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-CSRF-TOKEN': token },
      body: JSON.stringify({ utile: true, commento, link: `pages:${pages.docs[0].id}` }),
    })
  const accepted = await send()
  expect(accepted.status).toBe(201)
  expect((await accepted.json()).message).toBe('Feedback inviato! Grazie per il tuo feedback!')
  // The same token replayed on the other instance is refused (one token, one submission).
  const replayed = await fetch(`${A}/api/feedback/submit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-CSRF-TOKEN': token },
    body: JSON.stringify({ utile: false, commento: '', link: `pages:${pages.docs[0].id}` }),
  })
  expect(replayed.status).toBe(403)
  // Issue 37: the same rating sent again (its answer lost with a killed instance) gets the first answer, stored once.
  const retried = await send(A)
  expect(retried.status).toBe(201)
  expect((await retried.json()).message).toBe('Feedback inviato! Grazie per il tuo feedback!')
  const auth = { Authorization: `JWT ${await editorToken(A)}` }
  const stored = await (await fetch(`${A}/cms-api/feedbacks?depth=0&where[commento][equals]=${encodeURIComponent(commento)}`, { headers: auth })).json()
  expect(stored.totalDocs).toBe(1)
})

/** The server's own ALTCHA challenge (from instance `base`), solved here in Node. */
async function captchaToken(base: string): Promise<string> {
  const challenge = await (await fetch(`${base}/api/captcha/challenge`)).json()
  const solution = await solveChallenge({ challenge, deriveKey })
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

test('una richiesta di assistenza è inoltrata a Salesforce una sola volta, con due istanze che eseguono i job', async () => {
  const recorder = new SalesforceRecorder()
  await recorder.start()
  /** A support request sent to instance A, with a captcha solved on B. */
  const send = async (object: string) => {
    const body = {
      applicant: 'Pubblica Amministrazione',
      address: 'prova.multi@example.it',
      phone: '',
      subject: 'Altro',
      object,
      description: 'Richiesta di prova tra due istanze.',
      notice: 'Nessuno',
      captcha: await captchaToken(B),
    }
    const sent = await fetch(`${A}/api/salesforce/assistenza`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    expect(sent.status).toBe(200)
    expect((await sent.json()).success).toBe(true)
  }
  try {
    const object = `Prova multi-istanza ${Date.now()}`
    await send(object)
    await expect(async () => expect(recorder.postsFor(object)).toHaveLength(1)).toPass({ timeout: 30_000, intervals: [500] })
    // Both instances keep running the queue (on the same cron seconds): two later requests,
    // forwarded by later ticks, and still exactly one post of the first.
    for (const later of [`${object} (seconda)`, `${object} (terza)`]) {
      await send(later)
      await expect(async () => expect(recorder.postsFor(later)).toHaveLength(1)).toPass({ timeout: 30_000, intervals: [500] })
    }
    expect(recorder.postsFor(object)).toHaveLength(1)
    const auth = { Authorization: `JWT ${await editorToken(B)}` }
    const stored = await (await fetch(`${B}/cms-api/supportRequests?depth=0&where[object][equals]=${encodeURIComponent(object)}`, { headers: auth })).json()
    expect(stored.totalDocs).toBe(1)
    expect(stored.docs[0].inoltro).toBe('inoltrata')
  } finally {
    await recorder.stop()
  }
})
