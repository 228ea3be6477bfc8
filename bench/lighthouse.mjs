// Lighthouse (mobile preset, the default) on each URL given; one fresh Chromium per run. On a host
// slower than Lighthouse's reference, each page again with the CPU slowdown calibrated for it.
// Scores on a shared host vary by several points from one run to the next: each measure is the
// median of BENCH_LH_RUNS runs (3 unless told), and the scores of all runs are reported with it.
// Usage: node bench/lighthouse.mjs OUT_DIR NAME=URL [NAME=URL ...]
// Prints one JSON line per page with the figures; the full reports go to OUT_DIR/lighthouse-NAME.json.
import fs from 'node:fs'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import * as constants from 'lighthouse/core/config/constants.js'

const [outDir, ...pages] = process.argv.slice(2)
if (!outDir || pages.length === 0) {
  console.error('usage: node bench/lighthouse.mjs OUT_DIR NAME=URL [NAME=URL ...]')
  process.exit(2)
}

const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

function scriptBytes(lhr) {
  const summary = lhr.audits['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script')
  if (summary) return summary.transferSize
  const requests = lhr.audits['network-requests']?.details?.items ?? []
  return requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize || 0), 0)
}

// The framework's own scripts (Next's rootMainFiles: webpack runtime, React, the router), given by
// bench/run.sh from .next/build-manifest.json: what a page ships beyond them is the site's own JS.
const frameworkFiles = (process.env.BENCH_FRAMEWORK_FILES || '').split(',').filter(Boolean)
function frameworkBytes(lhr) {
  const requests = lhr.audits['network-requests']?.details?.items ?? []
  return requests
    .filter((r) => r.resourceType === 'Script' && frameworkFiles.some((f) => new URL(r.url).pathname.endsWith(f)))
    .reduce((sum, r) => sum + (r.transferSize || 0), 0)
}

/**
 * Lighthouse's 4x CPU slowdown turns a high-end desktop (benchmarkIndex 1500-2000) into a mid-tier
 * phone. On a slower host its docs (docs/throttling.md, "Calibrating the CPU slowdown") give a smaller
 * multiplier for the same target: 2x from a low-end desktop or a high-end phone (800-1500), 1x below.
 */
const calibratedMultiplier = (benchmarkIndex) => (benchmarkIndex >= 1500 ? 4 : benchmarkIndex >= 800 ? 2 : 1)

async function audit(url, multiplier) {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH || '/usr/bin/chromium', chromeFlags })
  try {
    const settings = multiplier ? { throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: multiplier } } : {}
    return (await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', ...settings })).lhr
  } finally {
    await chrome.kill()
  }
}

const RUNS = Math.max(1, Number(process.env.BENCH_LH_RUNS || 3))
const perf = (lhr) => (lhr.categories.performance?.score ?? 0) * 100

/**
 * The run with the median performance score of `runs`, and every run's score. A run whose trace
 * Lighthouse could not read (NO_NAVSTART and the like: it happens now and then on this host) is taken
 * again, twice at most; a page that fails three times in a row does not load, and is reported so.
 */
async function medianAudit(url, multiplier, runs = RUNS) {
  const all = []
  let retries = 0
  while (all.length < runs) {
    const lhr = await audit(url, multiplier)
    if (lhr.runtimeError && retries++ < 2) continue
    all.push(lhr)
    if (lhr.runtimeError) break
  }
  const sorted = [...all].sort((a, b) => perf(a) - perf(b))
  return { lhr: sorted[Math.floor((sorted.length - 1) / 2)], scores: all.map((l) => Math.round(perf(l))) }
}

let failed = false
for (const page of pages) {
  const [name, url] = page.split(/=(.*)/s)
  try {
    // A reference page (NAME~senza-js: the same HTML without scripts) varies little: one run.
    const reference = name.endsWith('~senza-js')
    const { lhr, scores } = await medianAudit(url, undefined, reference ? 1 : RUNS)
    fs.writeFileSync(path.join(outDir, `lighthouse-${name}.json`), JSON.stringify(lhr))
    // The same page again with the multiplier calibrated for this host (BENCH_CALIBRATE=0: not run).
    const multiplier = calibratedMultiplier(lhr.environment.benchmarkIndex)
    // A reference page has no JS to calibrate for.
    const calibrate = process.env.BENCH_CALIBRATE !== '0' && !reference && multiplier !== 4 && !lhr.runtimeError
    const { lhr: calibrated, scores: calibratedScores } = calibrate ? await medianAudit(url, multiplier) : { lhr: null, scores: [] }
    if (calibrated) fs.writeFileSync(path.join(outDir, `lighthouse-${name}-calibrated.json`), JSON.stringify(calibrated))
    // Audits have no value when the page failed to load (runtimeError, e.g. a 404 document).
    const metricOf = (report, id, digits) => {
      const v = report.audits[id]?.numericValue
      return typeof v === 'number' ? Number(v.toFixed(digits)) : null
    }
    const metric = (id, digits) => metricOf(lhr, id, digits)
    const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100))
    console.log(
      JSON.stringify({
        name,
        url,
        finalUrl: lhr.finalDisplayedUrl,
        runtimeError: lhr.runtimeError?.message ?? null,
        performance: score('performance'),
        runs: scores,
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: metric('largest-contentful-paint', 0),
        tbtMs: metric('total-blocking-time', 0),
        cls: metric('cumulative-layout-shift', 3),
        scriptBytes: scriptBytes(lhr),
        frameworkBytes: frameworkBytes(lhr),
        benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
        calibrated: calibrated && {
          cpuSlowdownMultiplier: multiplier,
          benchmarkIndex: Math.round(calibrated.environment.benchmarkIndex),
          runtimeError: calibrated.runtimeError?.message ?? null,
          performance: calibrated.categories.performance.score == null ? null : Math.round(calibrated.categories.performance.score * 100),
          runs: calibratedScores,
          lcpMs: metricOf(calibrated, 'largest-contentful-paint', 0),
          tbtMs: metricOf(calibrated, 'total-blocking-time', 0),
          cls: metricOf(calibrated, 'cumulative-layout-shift', 3),
        },
      }),
    )
  } catch (err) {
    failed = true
    console.error(`lighthouse ${name} (${url}): ${err?.stack || err}`)
  }
}
process.exit(failed ? 1 : 0)
