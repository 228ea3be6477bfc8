#!/usr/bin/env node
// Thumbnails of the admin's block menu, made from the blocks' own examples as the site renders them.
// For each block type found in the seeded demo content: a temporary page holding only that block,
// a screenshot of the block, 480×320 WebP in public/miniature-blocchi/, the page deleted.
// Against a running production build with the seed (e.g. after scripts/e2e-local.sh):
//   node scripts/block-thumbnails.mjs http://127.0.0.1:3100 [email password]
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import sharp from 'sharp'

const [base, email = 'redazione@example.it', password = 'Redazione-2026'] = process.argv.slice(2)
if (!base) {
  console.error('uso: node scripts/block-thumbnails.mjs URL_DEL_SITO [email password]')
  process.exit(2)
}
const OUT = 'public/miniature-blocchi'
const SOURCES = ['pages', 'datis', 'supportos', 'resources', 'news', 'faqs']
mkdirSync(OUT, { recursive: true })

const login = await fetch(`${base}/cms-api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) })
if (!login.ok) throw new Error(`accesso non riuscito: ${login.status}`)
const { token } = await login.json()
const api = (path, init = {}) =>
  fetch(`${base}/cms-api${path}`, { ...init, headers: { 'content-type': 'application/json', Authorization: `JWT ${token}`, ...init.headers } })

/** The block without the ids Payload gives to blocks and array rows (the copy gets new ones). */
const withoutIds = (value) =>
  Array.isArray(value) ? value.map(withoutIds) : value && typeof value === 'object'
    ? Object.fromEntries(Object.entries(value).filter(([k]) => k !== 'id').map(([k, v]) => [k, withoutIds(v)]))
    : value

/** The first example of each block type in the seeded content. */
async function firstOfEachType() {
  const found = new Map()
  for (const collection of SOURCES) {
    const { docs } = await (await api(`/${collection}?depth=0&limit=200`)).json()
    for (const doc of docs) for (const block of doc.body ?? []) if (!found.has(block.blockType)) found.set(block.blockType, withoutIds(block))
  }
  return found
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const page = await browser.newPage({ viewport: { width: 1200, height: 900 }, locale: 'it-IT', deviceScaleFactor: 1 })
for (const [type, block] of await firstOfEachType()) {
  const slug = `miniature-blocchi/${type.toLowerCase()}`
  const created = await api('/pages', {
    method: 'POST',
    body: JSON.stringify({ title: 'Miniatura', slug, body: [block], nascondiValutazione: true, _status: 'published' }),
  })
  if (!created.ok) {
    console.error(`${type}: pagina non creata (${created.status}) ${await created.text()}`)
    continue
  }
  const { doc } = await created.json()
  try {
    await page.goto(`${base}/${slug}`, { waitUntil: 'networkidle' })
    await page.waitForTimeout(500) // charts draw after load
    // The block's elements: what main holds after the page header (breadcrumbs and h1), if any.
    const box = await page.evaluate(() => {
      const main = document.querySelector('main')
      const parts = [...main.children].filter((el) => !el.matches('.container.pt-4:has(h1)') && el.getBoundingClientRect().height > 0)
      const rects = parts.map((el) => el.getBoundingClientRect())
      const top = Math.min(...rects.map((r) => r.top)) + window.scrollY
      const bottom = Math.max(...rects.map((r) => r.bottom)) + window.scrollY
      return { x: 0, y: top, width: document.documentElement.clientWidth, height: Math.min(bottom - top, 800) }
    })
    const shot = await page.screenshot({ clip: box, fullPage: true })
    const file = join(OUT, `${type}.webp`)
    await sharp(shot).resize(480, 320, { fit: 'cover', position: 'top' }).webp({ quality: 70 }).toFile(file)
    console.log(`${type}: ${file}`)
  } finally {
    await api(`/pages/${doc.id}`, { method: 'DELETE' })
  }
}
await browser.close()
