import fs from 'node:fs'
import path from 'node:path'
import { type APIRequestContext, test as base, expect, request } from '@playwright/test'

/** The demo editor of the seed. */
export const EDITOR = { email: 'redazione@example.it', password: 'Redazione-2026' }

/**
 * The editor's session (Payload's payload-token cookie), saved once per run by the global setup.
 * Outside test-results/playwright, which Playwright empties before the global setup.
 */
export const EDITOR_STATE = path.resolve('test-results', 'e2e-editor-state.json')

/**
 * Logs the editor in once for the whole run. One session for every worker: Payload keeps a
 * user's sessions in one row, and parallel logins of the same user once lost one.
 */
export async function saveEditorSession(baseURL: string): Promise<void> {
  const context = await request.newContext({ baseURL })
  const login = await context.post('/cms-api/users/login', { data: EDITOR })
  if (login.status() !== 200) throw new Error(`accesso come redattore non riuscito: ${login.status()} ${await login.text()}`)
  await context.storageState({ path: EDITOR_STATE })
  await context.dispose()
}

/**
 * The saved session's token, also sent as `Authorization: JWT`: Payload refuses a cookie without
 * an Origin header as soon as a CSRF allowlist is configured (PAYLOAD_PUBLIC_SERVER_URL).
 */
export function editorToken(): string {
  const state = JSON.parse(fs.readFileSync(EDITOR_STATE, 'utf8')) as { cookies: { name: string; value: string }[] }
  const cookie = state.cookies.find((c) => c.name === 'payload-token')
  if (!cookie) throw new Error(`nessuna sessione del redattore in ${EDITOR_STATE}`)
  return cookie.value
}

/**
 * `test` with `editor`: API requests sent with the editor's session, and `anonymous`: API
 * requests with no session at all (playwright.request.newContext would inherit a storageState
 * set with test.use).
 */
export const test = base.extend<{ editor: APIRequestContext; anonymous: APIRequestContext }>({
  anonymous: async ({ playwright, baseURL }, use) => {
    const context = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } })
    await use(context)
    await context.dispose()
  },
  editor: async ({ playwright, baseURL }, use) => {
    const context = await playwright.request.newContext({
      baseURL,
      storageState: EDITOR_STATE,
      extraHTTPHeaders: { Authorization: `JWT ${editorToken()}` },
    })
    await use(context)
    await context.dispose()
  },
})
export { expect }

type Doc = Record<string, unknown>

/** `where[field][equals]=value`, for findDocs and countDocs. */
export const whereEquals = (field: string, value: string) => `where[${field}][equals]=${encodeURIComponent(value)}`

/** Documents of a collection as the editor sees them, matching a REST where query string. */
export async function findDocs(editor: APIRequestContext, collection: string, where = ''): Promise<{ totalDocs: number; docs: Doc[] }> {
  const response = await editor.get(`/cms-api/${collection}?depth=0&limit=100${where ? `&${where}` : ''}`)
  expect(response.status()).toBe(200)
  return response.json()
}

export async function countDocs(editor: APIRequestContext, collection: string, where = ''): Promise<number> {
  const response = await editor.get(`/cms-api/${collection}/count${where ? `?${where}` : ''}`)
  expect(response.status()).toBe(200)
  return (await response.json()).totalDocs as number
}

/**
 * A published FAQ of the test's own (a spec never edits the demo content another may read):
 * its id, title and public path. `deleteDoc` removes it at the end.
 */
export async function createFaq(editor: APIRequestContext, marker: string, category = 'progetti') {
  const slug = `prova-${marker.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`
  const title = `Domanda di prova ${marker}`
  const created = await editor.post('/cms-api/faqs', { data: { title, slug, category, _status: 'published' } })
  expect(created.status()).toBe(201)
  return { id: (await created.json()).doc.id as number, title, path: `/supporto/domande-frequenti/${category}/${slug}` }
}

export async function deleteDoc(editor: APIRequestContext, collection: string, id: number): Promise<void> {
  expect((await editor.delete(`/cms-api/${collection}/${id}`)).status()).toBe(200)
}
