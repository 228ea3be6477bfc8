import { defineConfig } from '@playwright/test'
import { SECURITY_BASE } from './server'

// Its own config: each spec starts the production server it needs (server.ts), one at a time.
export default defineConfig({
  testDir: '.',
  testMatch: /.*\.spec\.ts$/,
  workers: 1,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 10_000 },
  outputDir: '../../test-results/security',
  use: { baseURL: SECURITY_BASE },
})
