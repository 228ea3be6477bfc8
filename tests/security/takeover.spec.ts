import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { expect, test } from '@playwright/test'
import { SECURITY_PORT, type Server, startServer } from './server'

// Issue 28, finding 1: the documented deploy (migrate, start, then `npm run editor`) on an empty
// database. Until the operator's command nobody gets an account, whatever the spelling of first-register.
const run = promisify(execFile)
const dataDir = mkdtempSync(path.join(tmpdir(), 'sito-vuoto-'))
const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, DATABASE_URL: undefined }
const port = SECURITY_PORT + 1
const base = `http://127.0.0.1:${port}`
let server: Server

test.afterAll(async () => {
  await server?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

test('un sito appena installato non si lascia prendere: il primo account si crea solo con npm run editor', async ({ playwright }) => {
  test.setTimeout(180_000)
  await run('npx', ['payload', 'migrate'], { env })
  server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: undefined }, port)
  const anonymous = await playwright.request.newContext({ baseURL: base })

  const page = await anonymous.get('/admin/create-first-user')
  expect(page.status()).toBe(200)
  const html = await page.text()
  expect(html).toContain('npm run editor')
  expect(html).not.toMatch(/<input[^>]+type="password"/)

  const claim = { email: 'intruso@example.it', password: 'Una-password-lunga-2026!', 'confirm-password': 'Una-password-lunga-2026!' }
  for (const spelling of ['/cms-api/users/first-register', '/cms-api/users/First-Register', '/cms-api/users/%66irst-register', '/cms-api/users/first-register/', '/cms-api//users/first-register']) {
    const response = await anonymous.post(spelling, { data: claim, maxRedirects: 0 })
    expect([403, 308], spelling).toContain(response.status())
  }
  expect((await anonymous.post('/cms-api/users', { data: { ...claim, role: 'amministratore' } })).status()).toBe(403)
  expect((await anonymous.post('/cms-api/users/login', { data: claim })).status()).toBe(401)

  // The operator's step.
  const { stdout } = await run('npm', ['run', '--silent', 'editor', '--', 'primo.redattore@ente.it', 'Primo Redattore'], { env })
  const password = /Password: (\S+)/.exec(stdout)?.[1]
  expect(password, stdout).toBeTruthy()
  const login = await anonymous.post('/cms-api/users/login', { data: { email: 'primo.redattore@ente.it', password } })
  expect(login.status()).toBe(200)
  expect((await login.json()).user.role).toBe('amministratore')
  await anonymous.dispose()
})
