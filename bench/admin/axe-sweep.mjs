// axe (WCAG 2.1 A/AA) on the admin screens editors use: login, dashboard, every collection list,
// the create and edit forms of each editorial type. Prints one line per screen and rule, and
// writes the whole result to AXE_OUT (/tmp/axe-admin.json). Against a running build with the demo data.
// Usage: node bench/admin/axe-sweep.mjs [BASE_URL]
import { writeFileSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import { chromium } from 'playwright-core'

const base = (process.argv[2] ?? 'http://127.0.0.1:3100').replace(/\/$/, '')
const EDITOR = { email: 'redazione@example.it', password: 'Redazione-2026' }
const EDITORIAL = ['pages', 'faqs', 'news', 'resources', 'supportos', 'datis', 'guidelines', 'updates', 'announcements']
const LISTS = [...EDITORIAL, 'revisioni', 'enteBeneficiarios', 'entePromotores', 'misuras', 'media', 'documents', 'redirects', 'legacyRedirects', 'newsletterSubscriptions', 'feedbacks', 'territoryRequests', 'supportRequests', 'users']

async function axe(page) {
  const r = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  return r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }))
}

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] })
const context = await browser.newContext({ locale: 'it-IT', timezoneId: 'Europe/Rome', viewport: { width: 1280, height: 900 } })
const page = await context.newPage()
const results = {}
async function check(name, path) {
  await page.goto(`${base}${path}`)
  await page.locator('.template-default, .template-minimal').first().waitFor({ timeout: 20_000 }).catch(() => {})
  await page.waitForTimeout(800)
  results[name] = await axe(page)
  for (const v of results[name]) console.log(`${name}\t${v.id}\t${v.impact}\t${v.targets.length}\t${v.targets.slice(0, 3).join(' | ')}`)
  if (!results[name].length) console.log(`${name}\tnessuna violazione`)
}

await check('accesso', '/admin/login')
await page.locator('#field-email').fill(EDITOR.email)
await page.locator('#field-password').fill(EDITOR.password)
await page.locator('button[type=submit]').click()
await page.waitForURL(/\/admin\/?$/)
await check('bacheca', '/admin')
for (const slug of LISTS) await check(`elenco ${slug}`, `/admin/collections/${slug}`)
for (const slug of EDITORIAL) {
  await check(`nuovo ${slug}`, `/admin/collections/${slug}/create`)
  const response = await page.request.get(`${base}/cms-api/${slug}?limit=1&depth=0&sort=id`)
  const id = (await response.json()).docs?.[0]?.id
  if (id) await check(`modifica ${slug}`, `/admin/collections/${slug}/${id}`)
}
writeFileSync(process.env.AXE_OUT ?? '/tmp/axe-admin.json', JSON.stringify(results, null, 1))
await browser.close()
