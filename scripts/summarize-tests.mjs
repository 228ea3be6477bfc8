// Adds up Vitest and Playwright JSON reports into the plain line CI reads.
import fs from 'node:fs'

function read(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch {
    return null
  }
}

function vitest(report) {
  if (!report) return { passed: 0, failed: 1 }
  return { passed: report.numPassedTests ?? 0, failed: (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0) }
}

function playwright(report) {
  if (!report) return { passed: 0, failed: 1 }
  const s = report.stats ?? {}
  return { passed: s.expected ?? 0, failed: (s.unexpected ?? 0) + (s.flaky ?? 0) + (report.errors?.length ?? 0) }
}

// Usage: summarize-tests.mjs vitest.json playwright-1.json [playwright-2.json ...]
const [vitestFile, ...playwrightFiles] = process.argv.slice(2)
const parts = [
  { name: 'unit', ...vitest(read(vitestFile)) },
  ...playwrightFiles.map((file) => ({ name: file.replace(/^.*playwright-?|\.json$/g, '') || 'e2e', ...playwright(read(file)) })),
]
const passed = parts.reduce((n, p) => n + p.passed, 0)
const failed = parts.reduce((n, p) => n + p.failed, 0)
console.log(parts.map((p) => `${p.name}: ${p.passed} passed, ${p.failed} failed`).join('; '))
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed > 0 ? 1 : 0)
