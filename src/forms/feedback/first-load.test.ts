import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// What every content page loads is the site's frame and the feedback widget's plain form: the
// form kit (use-form-kit, its checks, the error summary) comes with the comment dialog, imported
// on approach, and no page helper brings a module the browser does not need (issue 29's follow-up:
// tests/e2e/pages/js-budget.spec.ts measures the bytes, this names the culprit).

const ROOT = path.resolve(import.meta.dirname, '../../..')
// Static imports only: `import type` is erased, `import()` is a chunk of its own.
const STATIC_IMPORT = /^import\s+(?!type\b)[^'"]*?from\s+['"]([^'"]+)['"]|^import\s+['"]([^'"]+)['"]/gm

function fileOf(spec: string, from: string): string | null {
  const base = spec.startsWith('@/') ? `src/${spec.slice(2)}` : spec.startsWith('.') ? path.posix.join(path.posix.dirname(from), spec) : null
  return base ? (['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((f) => existsSync(path.join(ROOT, f))) ?? null) : null
}

/** The site's modules a client module brings into the browser with it; a server action stays a reference. */
function browserModules(entry: string, seen = new Set<string>()): Set<string> {
  seen.add(entry)
  const source = readFileSync(path.join(ROOT, entry), 'utf8')
  if (/^'use server'/m.test(source)) return seen
  for (const [, a, b] of source.matchAll(STATIC_IMPORT)) {
    const file = fileOf((a ?? b)!, entry)
    if (file && !seen.has(file)) browserModules(file, seen)
  }
  return seen
}

describe('JavaScript at the first load of a content page', () => {
  it('the feedback widget loads its plain form without the form kit, the dialog or zod', () => {
    const modules = [...browserModules('src/forms/feedback/FeedbackWidget.client.tsx')]
    expect(modules.filter((m) => /use-form-kit|client-hooks|error-summary|field-kit|FeedbackDialog|zod|schema/.test(m))).toEqual([])
  })

  it('the frame’s legacy-link check and the fresh badges bring neither the site’s paths nor the date formats', () => {
    const modules = [...browserModules('src/components/layout/LegacyFragmentRedirect.client.tsx'), ...browserModules('src/components/card/FreshBadge.client.tsx')]
    expect(modules.filter((m) => /content\/(paths|dates)\.ts$/.test(m))).toEqual([])
  })
})
