import { defineConfig } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../support/chromium'

// Its own config: the servers (two instances and nginx) are started by run.sh, not here.
export default defineConfig({
  testDir: '.',
  testMatch: /.*\.spec\.ts$/,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: '../../test-results/multi-instance',
  use: {
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
})
