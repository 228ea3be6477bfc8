import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { altchaChallenge } from '../../../src/integrations/captcha/altcha'
import { derivedKey } from '../../../src/ops/secrets'

/** The e2e server's ALTCHA key: scripts/e2e-local.sh sets PAYLOAD_SECRET, from which it derives. */
const SERVER_SECRET = process.env.ALTCHA_HMAC_KEY || derivedKey('captcha', process.env.PAYLOAD_SECRET ?? '')

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

/** Ticks the ALTCHA checkbox and waits for the proof of work to finish in the browser. */
export async function solveCaptcha(page: Page) {
  // The widget draws its tick over the checkbox: a visitor clicks the label, so do we.
  await page.locator('altcha-widget').getByText('Non sono un robot').click()
  await expect(page.getByText('Verifica completata')).toBeVisible({ timeout: 20_000 })
}
