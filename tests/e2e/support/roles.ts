import type { APIRequestContext, Browser, BrowserContext, PlaywrightWorkerArgs } from '@playwright/test'
import { expect, findDocs, whereEquals } from './editor'

/** Test accounts, one per role, created by the amministratore (the seed's demo account) when missing. */
export type Role = 'redattore' | 'caporedattore'

export function account(role: Role) {
  return { email: `${role}.e2e@example.it`, password: `Prova-${role}-2026-lunga!`, name: `Prova ${role}`, role }
}

export async function ensureAccount(admin: APIRequestContext, role: Role): Promise<number> {
  const data = account(role)
  const found = await findDocs(admin, 'users', whereEquals('email', data.email))
  if (found.totalDocs > 0) return found.docs[0]!.id as number
  const created = await admin.post('/cms-api/users', { data })
  // A parallel worker may have just created it: the unique email refuses the second one.
  if (created.status() !== 201) return (await findDocs(admin, 'users', whereEquals('email', data.email))).docs[0]!.id as number
  return (await created.json()).doc.id as number
}

/** API requests as that account (its own session token, sent as `Authorization: JWT`). */
const tokens = new Map<Role, string>()

/**
 * Each sign-in from an address of its own (TEST-NET-1, trusted from loopback): the site allows 20
 * logins per address in 10 minutes, and the specs of two editors, takeovers and reviews sign in more
 * than that from the one address of the runner.
 */
let logins = process.pid % 100
const loginAddress = () => ({ 'x-real-ip': `192.0.2.${(logins++ % 200) + 20}` })

/** One login per role and worker: the site slows repeated logins of an account from one address. */
async function tokenOf(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string, role: Role): Promise<string> {
  const known = tokens.get(role)
  if (known) return known
  const anonymous = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } })
  const login = await anonymous.post('/cms-api/users/login', { headers: loginAddress(), data: { email: account(role).email, password: account(role).password } })
  expect(login.status()).toBe(200)
  const { token } = (await login.json()) as { token: string }
  await anonymous.dispose()
  tokens.set(role, token)
  return token
}

export async function apiAs(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string, role: Role): Promise<APIRequestContext> {
  const token = await tokenOf(playwright, baseURL, role)
  return playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] }, extraHTTPHeaders: { Authorization: `JWT ${token}` } })
}

/** A browser signed in as that account (the login sets Payload's session cookie). */
export async function browserAs(browser: Browser, baseURL: string, role: Role): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] }, locale: 'it-IT', timezoneId: 'Europe/Rome' })
  const login = await context.request.post('/cms-api/users/login', { headers: loginAddress(), data: { email: account(role).email, password: account(role).password } })
  expect(login.status()).toBe(200)
  return context
}

/**
 * The id of the admin's server action that runs Payload's server functions (src/app/(payload)/layout.tsx):
 * of the action ids in the sign-in page's flight data, the one that sends a forged session to sign in.
 */
export async function adminServerFunctionId(request: APIRequestContext): Promise<string> {
  const ids = [...new Set((await (await request.get('/admin/login')).text()).match(/\b[0-9a-f]{42}\b/g) ?? [])]
  for (const id of ids) {
    const response = await request.post('/admin', {
      headers: { 'Next-Action': id, 'Content-Type': 'text/plain;charset=UTF-8', Cookie: 'payload-token=eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0.firma-falsa' },
      data: JSON.stringify([{ name: 'render-list', args: { collectionSlug: 'faqs' } }]),
      maxRedirects: 0,
    })
    if ((response.headers()['x-action-redirect'] ?? '').startsWith('/admin/login')) return id
  }
  throw new Error(`nessuna funzione server tra ${ids.join(', ')}`)
}
