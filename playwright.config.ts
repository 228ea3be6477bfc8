import { defineConfig } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './tests/support/chromium'

const PORT = Number(process.env.E2E_PORT ?? 3100)
const env: Record<string, string> = Object.fromEntries(
  Object.entries(process.env).filter((e): e is [string, string] => typeof e[1] === 'string'),
)

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: 'test-results/playwright',
  // The loopback SMTP sink the site sends its emails to (tests/e2e/support/smtp-sink.ts), and the
  // editor's one login of the run (tests/e2e/support/editor.ts). Specs: pages/ and data/.
  globalSetup: './tests/e2e/support/global-setup.ts',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    // A trace records every action of every test (DOM snapshots, screenshots): a quarter more time
    // here (108 s against 85 s for three specs). scripts/test.sh, whose runs leave only their
    // text, turns it off (E2E_TRACE=off).
    trace: process.env.E2E_TRACE === 'off' ? 'off' : 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  webServer: {
    // Playwright's request contexts keep idle connections and, unlike a browser, do not retry a
    // request sent as the server closes one (ECONNRESET): idle connections live longer here.
    command: `npx next start -p ${PORT} -H 127.0.0.1 --keepAliveTimeout 65000`,
    url: `http://127.0.0.1:${PORT}/`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      ...env,
      NODE_ENV: 'production',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: '2525',
      SMTP_SECURE: 'false',
      MAIL_FROM: 'newsletter@example.it',
      // The suite sends far more form requests from one address than a visitor would.
      FORMS_RATE_LIMIT_FACTOR: '20',
      // Support requests are forwarded to the Salesforce recorder of tests/e2e/data/forms-support.spec.ts.
      SALESFORCE_WEB_TO_CASE_URL: env.SALESFORCE_WEB_TO_CASE_URL ?? 'http://127.0.0.1:4010/servlet/servlet.WebToCase?encoding=UTF-8',
      SALESFORCE_ORG_ID: env.SALESFORCE_ORG_ID ?? '00DTEST000000001',
      SALESFORCE_RECORD_TYPE: env.SALESFORCE_RECORD_TYPE ?? '012TEST000000001',
      SALESFORCE_CAPTCHA_KEYNAME: env.SALESFORCE_CAPTCHA_KEYNAME ?? 'sito-test',
      // Avvisi from Salesforce Funding Programs: the loopback stand-in of tests/e2e/data/opendata-avvisi.spec.ts.
      SALESFORCE_FP_AUTH_URL: env.SALESFORCE_FP_AUTH_URL ?? 'http://127.0.0.1:4011',
      SALESFORCE_FP_CLIENT_ID: env.SALESFORCE_FP_CLIENT_ID ?? 'e2e-client-id',
      SALESFORCE_FP_CLIENT_SECRET: env.SALESFORCE_FP_CLIENT_SECRET ?? 'e2e-client-secret',
      // Web Analytics Italia, when a spec turns it on: a loopback origin the spec intercepts.
      WAI_URL: env.WAI_URL ?? 'http://127.0.0.1:4020',
      // Open data sources on loopback stand-ins: trusted here only (src/integrations/outbound/guarded-fetch.ts).
      OUTBOUND_ALLOW_HOSTS: env.OUTBOUND_ALLOW_HOSTS ?? '127.0.0.1',
      SALESFORCE_FIELD_MAP:
        env.SALESFORCE_FIELD_MAP ?? '{"applicant":"00NTEST0000000001","subject":"00NTEST0000000002","notice":"00NTEST0000000003"}',
    },
    stdout: 'pipe',
    stderr: 'pipe',
  },
})
