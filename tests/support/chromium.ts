import fs from 'node:fs'

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'

/**
 * The Chromium every Playwright run drives, Debian's, never a downloaded one: its headless shell
 * (package chromium-headless-shell: the same Chromium, Blink and V8 without the browser's
 * interface, what Playwright itself runs headless) does the same page work with a fifth less CPU
 * than the full browser (30 tests: 113 against 89 CPU seconds). Without it, Debian's chromium;
 * E2E_CHROMIUM names another one (/usr/bin/chromium to watch a test with --headed).
 */
export const chromiumPath = process.env.E2E_CHROMIUM ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium')

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
