import { expect, test } from '@playwright/test'

// Two `next start` instances (A, B) on one PostgreSQL, behind nginx (run.sh starts them).
const A = process.env.MULTI_A ?? 'http://127.0.0.1:3301'
const B = process.env.MULTI_B ?? 'http://127.0.0.1:3302'
const PROXY = process.env.MULTI_PROXY ?? 'http://127.0.0.1:8095'
const EDITOR = { email: 'redazione@example.it', password: 'Redazione-2026' }

async function editorToken(base: string): Promise<string> {
  const login = await fetch(`${base}/cms-api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(EDITOR) })
  expect(login.status).toBe(200)
  return (await login.json()).token
}

async function text(url: string): Promise<string> {
  return (await fetch(url)).text()
}

test.describe.configure({ mode: 'serial' })

test('una modifica salvata sull’istanza A è visibile sull’istanza B (e dal proxy) entro pochi secondi', async () => {
  const token = await editorToken(A)
  const auth = { Authorization: `JWT ${token}`, 'content-type': 'application/json' }
  const found = await (await fetch(`${A}/cms-api/faqs?limit=1&sort=title&depth=0`, { headers: auth })).json()
  const faq = found.docs[0]
  const path = `/supporto/domande-frequenti/${faq.category}/${faq.slug}`
  // Both instances (and nginx) hold the current version in their caches.
  for (const base of [A, B, PROXY]) expect((await fetch(`${base}${path}`)).status).toBe(200)
  expect(await text(`${B}${path}`)).not.toContain('multi-istanza')

  const marker = `multi-istanza ${Date.now()}`
  const saved = await fetch(`${A}/cms-api/faqs/${faq.id}`, { method: 'PATCH', headers: auth, body: JSON.stringify({ title: `${faq.title} (${marker})` }) })
  expect(saved.status).toBe(200)
  await expect(async () => expect(await text(`${B}${path}`)).toContain(marker)).toPass({ timeout: 15_000, intervals: [500] })
  await expect(async () => expect(await text(`${PROXY}${path}`)).toContain(marker)).toPass({ timeout: 20_000, intervals: [500] })
  // The same edit, saved on B, reaches A.
  const restored = await fetch(`${B}/cms-api/faqs/${faq.id}`, { method: 'PATCH', headers: { ...auth, Authorization: `JWT ${await editorToken(B)}` }, body: JSON.stringify({ title: faq.title }) })
  expect(restored.status).toBe(200)
  await expect(async () => expect(await text(`${A}${path}`)).not.toContain(marker)).toPass({ timeout: 15_000, intervals: [500] })
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

// ---- Checks to complete after merging the forms branch (lead) -------------------------------
// They run only when the endpoints exist in this build: a 404 from the probe means the branch is
// not merged yet, and the test records that as an annotation instead of failing.

test('[dopo il merge] un token di feedback emesso da A è accettato da B', async () => {
  const probe = await fetch(`${A}/api/feedback/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
  if (probe.status === 404) {
    test.info().annotations.push({ type: 'non disponibile', description: 'POST /api/feedback/token assente in questa build (ramo forms non unito)' })
    return
  }
  expect(probe.status).toBe(200)
  const { csrf_token: token } = await probe.json()
  expect(typeof token).toBe('string')
  const page = await (await fetch(`${B}/cms-api/pages?limit=1&depth=0`)).json()
  const submit = await fetch(`${B}/api/feedback/submit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-CSRF-TOKEN': token },
    body: JSON.stringify({ utile: true, commento: 'Prova tra istanze', link: String(page.docs[0].id) }),
  })
  expect(submit.status).toBe(200)
  expect((await submit.json()).message).toBeTruthy()
})

test('[dopo il merge] una richiesta di assistenza produce un solo job, eseguito una sola volta', async () => {
  const probe = await fetch(`${A}/api/salesforce/assistenza`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
  if (probe.status === 404) {
    test.info().annotations.push({ type: 'non disponibile', description: 'POST /api/salesforce/assistenza assente in questa build (ramo forms non unito)' })
    return
  }
  // Contract (SPEC §7): JSON with the support fields plus fixed ones; answer { success }.
  // The lead completes the captcha part (ALTCHA solved with altcha-lib in the test) after merging.
  const marker = `multi-${Date.now()}`
  const body = {
    applicant: 'Pubblica Amministrazione',
    address: 'prova.multi@example.it',
    subject: 'Altro',
    object: `Prova ${marker}`,
    description: 'Richiesta di prova tra due istanze.',
    notice: 'Avviso di prova',
    captcha: process.env.MULTI_CAPTCHA_TOKEN ?? '',
  }
  const sent = await fetch(`${A}/api/salesforce/assistenza`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  expect(sent.status).toBe(200)
  expect((await sent.json()).success).toBe(true)
  // Both instances run the jobs queue; the job must complete once, not once per instance.
  const auth = { Authorization: `JWT ${await editorToken(B)}` }
  await expect(async () => {
    const jobs = await (await fetch(`${B}/cms-api/payload-jobs?where[input][like]=${encodeURIComponent(marker)}&depth=0`, { headers: auth })).json()
    expect(jobs.totalDocs).toBe(1)
    expect(jobs.docs[0].completedAt).toBeTruthy()
    expect(jobs.docs[0].totalTried ?? 1).toBe(1)
  }).toPass({ timeout: 30_000, intervals: [1000] })
})
