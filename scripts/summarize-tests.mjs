// Adds up the Vitest, static-check and Playwright JSON reports into the plain line CI reads.
// Usage: summarize-tests.mjs vitest.json checks.json playwright-<name>.json ...
// A report that is missing (its step did not run or crashed) counts as one failure.
import fs from 'node:fs'
import path from 'node:path'

function read(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch {
    return null
  }
}

const counters = {
  vitest: (r) => ({ passed: r.numPassedTests ?? 0, failed: (r.numFailedTests ?? 0) + (r.numRuntimeErrorTestSuites ?? 0) }),
  checks: (r) => ({ passed: r.checks.filter((c) => c.ok).length, failed: r.checks.filter((c) => !c.ok).length }),
  playwright: (r) => {
    const s = r.stats ?? {}
    return { passed: s.expected ?? 0, failed: (s.unexpected ?? 0) + (s.flaky ?? 0) + (r.errors?.length ?? 0) }
  },
}

const parts = process.argv.slice(2).map((file) => {
  const base = path.basename(file, '.json')
  const kind = base.startsWith('vitest') ? 'vitest' : base.startsWith('checks') ? 'checks' : 'playwright'
  const name = kind === 'playwright' ? base.replace(/^playwright-?/, '') || 'e2e' : base
  const report = read(file)
  return { name, ...(report ? counters[kind](report) : { passed: 0, failed: 1 }) }
})
const passed = parts.reduce((n, p) => n + p.passed, 0)
const failed = parts.reduce((n, p) => n + p.failed, 0)
console.log(parts.map((p) => `${p.name}: ${p.passed} passed, ${p.failed} failed`).join('; '))
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed > 0 ? 1 : 0)
