import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { altchaChallenge } from '../../../src/integrations/captcha/altcha'
import { EDITOR, expectNoAxeViolations } from '../helpers'

/** The e2e server's ALTCHA key: scripts/e2e-local.sh sets PAYLOAD_SECRET, from which it derives. */
const SERVER_SECRET = process.env.ALTCHA_HMAC_KEY || `altcha|${process.env.PAYLOAD_SECRET || 'segreto-di-prova-e2e'}`

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64')

/** A real token: the server's own challenge, solved here in Node. */
export async function solvedToken(request: APIRequestContext, ip = '192.0.2.250'): Promise<string> {
  const response = await request.get('/api/captcha/challenge', { headers: { 'x-real-ip': ip } })
  expect(response.status()).toBe(200)
  expect(response.headers()['cache-control']).toBe('no-store')
  const challenge = await response.json()
  const solution = await solveChallenge({ challenge, deriveKey })
  return encode({ challenge, solution })
}

/** Correctly signed with the server's key, but issued 200 seconds ago. */
export async function expiredToken(): Promise<string> {
  const challenge = await altchaChallenge({ secret: SERVER_SECRET, cost: 10, maxCounter: 20, now: () => Date.now() - 200_000 })
  const solution = await solveChallenge({ challenge, deriveKey })
  return encode({ challenge, solution })
}

/** Solved, but signed with a key that is not the server's. */
export async function forgedToken(): Promise<string> {
  const challenge = await altchaChallenge({ secret: 'chiave-di-un-falsario', cost: 10, maxCounter: 20 })
  const solution = await solveChallenge({ challenge, deriveKey })
  return encode({ challenge, solution })
}

export async function editorToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/cms-api/users/login', { data: EDITOR })
  expect(response.status()).toBe(200)
  return (await response.json()).token as string
}

type Doc = Record<string, unknown>

/**
 * Documents as the editor sees them. Parallel logins of the same editor can drop a session
 * (Payload keeps them in one row), so a 401 means: log in again and retry once.
 */
export async function findDocs(request: APIRequestContext, token: string, collection: string, query = ''): Promise<{ totalDocs: number; docs: Doc[] }> {
  const url = `/cms-api/${collection}?depth=0&limit=100${query}`
  let response = await request.get(url, { headers: { Authorization: `JWT ${token}` } })
  if (response.status() === 401) response = await request.get(url, { headers: { Authorization: `JWT ${await editorToken(request)}` } })
  expect(response.status()).toBe(200)
  return response.json()
}

export const whereEquals = (field: string, value: string) => `&where[${field}][equals]=${encodeURIComponent(value)}`

/** Ticks the ALTCHA checkbox and waits for the proof of work to finish in the browser. */
export async function solveCaptcha(page: Page) {
  // The widget draws its tick over the checkbox: a visitor clicks the label, so do we.
  await page.locator('altcha-widget').getByText('Non sono un robot').click()
  await expect(page.getByText('Verifica completata')).toBeVisible({ timeout: 20_000 })
}

/**
 * axe needs JavaScript in the page; a page opened without it cannot run axe. So the HTML the
 * no-JS visitor received is served again, same address, to a page whose scripts are all
 * blocked, and checked there.
 */
export async function expectNoAxeViolationsAsServed(browser: Browser, page: Page) {
  const html = await page.content()
  const url = page.url()
  const context = await browser.newContext()
  const checker = await context.newPage()
  await checker.route('**/*', (route) => {
    const request = route.request()
    if (request.resourceType() === 'document') return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html })
    if (request.resourceType() === 'script') return route.abort()
    return route.continue()
  })
  await checker.goto(url)
  await expectNoAxeViolations(checker)
  await context.close()
}
