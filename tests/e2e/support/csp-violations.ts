import type { Page } from '@playwright/test'

/** Collects CSP violations: the DOM event and Chromium's "Refused to …" console messages. */
export async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Refused to|Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  await page.exposeFunction('__cspViolation', (text: string) => violations.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      ;(window as unknown as { __cspViolation: (t: string) => void }).__cspViolation(`${e.violatedDirective} ${e.blockedURI}`)
    })
  })
  return violations
}
