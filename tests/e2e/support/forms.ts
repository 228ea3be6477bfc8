import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test'
import { EDITOR, expectNoAxeViolations } from '../helpers'
import { mailsTo, type ReceivedMail } from './smtp-sink'

let cached: string | undefined

/**
 * A JWT for the demo editor, checked with /users/me: the user's sessions live in one row,
 * and two logins from parallel workers at the same instant once lost one.
 */
export async function editorAuth(request: APIRequestContext): Promise<Record<string, string>> {
  for (let attempt = 0; attempt < 4; attempt++) {
    if (!cached) {
      const login = await request.post('/cms-api/users/login', { data: EDITOR })
      cached = (await login.json()).token as string | undefined
    }
    const me = await request.get('/cms-api/users/me', { headers: { Authorization: `JWT ${cached}` } })
    if (me.ok() && (await me.json()).user) return { Authorization: `JWT ${cached}` }
    cached = undefined
    await new Promise((r) => setTimeout(r, 300 * (attempt + 1)))
  }
  throw new Error('accesso come redattore non riuscito')
}

/** Documents of a collection matching a REST where query string (e.g. "where[email][equals]=x"). */
export async function countDocs(request: APIRequestContext, collection: string, where = ''): Promise<number> {
  const response = await request.get(`/cms-api/${collection}/count${where ? `?${where}` : ''}`, { headers: await editorAuth(request) })
  expect(response.status()).toBe(200)
  return (await response.json()).totalDocs as number
}

export async function findDocs(request: APIRequestContext, collection: string, where: string): Promise<Record<string, unknown>[]> {
  const response = await request.get(`/cms-api/${collection}?${where}&depth=0&limit=100`, { headers: await editorAuth(request) })
  expect(response.status()).toBe(200)
  return (await response.json()).docs
}

export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@prova.example.it`

/** Waits for the n-th email to an address in the SMTP sink. */
export async function waitForMail(address: string, count = 1): Promise<ReceivedMail[]> {
  let mails: ReceivedMail[] = []
  await expect(async () => {
    mails = await mailsTo(address)
    expect(mails.length).toBeGreaterThanOrEqual(count)
  }).toPass({ timeout: 15_000 })
  return mails
}

/** The confirm and unsubscribe links of a newsletter email, as paths on this site. */
export function newsletterLinks(mail: ReceivedMail): { confirm: string; unsubscribe: string } {
  const find = (path: string) => {
    const match = mail.decoded.match(new RegExp(`https?://[^\\s"<>]+${path}\\?token=[\\w.-]+`))
    expect(match, `collegamento ${path} nell’email`).toBeTruthy()
    return new URL(match![0]).pathname + new URL(match![0]).search
  }
  return { confirm: find('/novita/newsletter/conferma'), unsubscribe: find('/novita/newsletter/disiscrizione') }
}

/**
 * axe needs JavaScript in the page, so a page rendered with JavaScript off is checked as a
 * copy: its HTML without scripts, with the same styles, in a page that can run axe.
 */
export async function expectNoAxeViolationsWithoutJs(page: Page, browser: Browser): Promise<void> {
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, '')
  const origin = new URL(page.url()).origin
  const context = await browser.newContext()
  const copy = await context.newPage()
  await copy.route(`${origin}/__copia-senza-js`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }))
  await copy.goto(`${origin}/__copia-senza-js`)
  await expectNoAxeViolations(copy)
  await context.close()
}
