import { defineConfig } from '@playwright/test'

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
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
})
