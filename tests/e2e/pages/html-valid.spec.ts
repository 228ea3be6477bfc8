import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { sitemapPaths } from '../support/sitemap'

type NuMessage = { type: string; url?: string; lastLine?: number; message: string; extract?: string }

// The W3C Nu Html Checker (the validator.w3.org engine, run locally from the vnu-jar package).
const VNU = String(createRequire(import.meta.url)('vnu-jar'))

test('ogni pagina della mappa del sito è HTML valido per il Nu Html Checker del W3C', async ({ request }) => {
  test.setTimeout(180_000)
  const paths = await sitemapPaths(request)
  expect(paths.length).toBeGreaterThan(40)
  const dir = mkdtempSync(join(tmpdir(), 'sito-html-'))
  try {
    const files = new Map<string, string>()
    for (const [i, path] of paths.entries()) {
      const response = await request.get(path)
      if (!response.headers()['content-type']?.includes('text/html')) continue
      const file = join(dir, `pagina-${i}.html`)
      writeFileSync(file, await response.text())
      files.set(`file:${file}`, path)
    }
    const run = spawnSync('java', ['-jar', VNU, '--errors-only', '--format', 'json', ...files.keys()].map((a) => a.replace(/^file:/, '')), {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    })
    expect(run.error, 'java non disponibile').toBeUndefined()
    const { messages } = JSON.parse(run.stderr) as { messages: NuMessage[] }
    const errors = messages.map((m) => `${files.get(m.url ?? '') ?? m.url}: ${m.message} [${m.extract?.trim().slice(0, 120)}]`)
    console.log(`html: ${files.size} pagine controllate, ${errors.length} errori`)
    expect(errors).toEqual([])
    expect(files.size).toBeGreaterThan(40)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
