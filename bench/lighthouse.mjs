// Lighthouse (mobile preset, slow 4G) on each page at two CPU slowdowns computed from the host's
// benchmarkIndex (a mid-tier and a low-end phone, the same on any host), each beside the page's
// no-JS reference at the same slowdown; one fresh Chromium per run. Scores on a shared host vary
// by several points from one run to the next: each measure is the median of BENCH_LH_RUNS runs
// (3 unless told), and the scores of all runs are reported with it.
// Usage: node bench/lighthouse.mjs OUT_DIR NAME=URL NAME~senza-js=URL [...]
// Prints one JSON line per page with the figures; the full reports go to OUT_DIR/lighthouse-*.json.
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
 * Issue 29: the same phone on any host. Lighthouse's benchmarkIndex measures this host (it drops
 * when the machine is loaded); a phone is about index 1,000 (mid-tier, DevTools' preset) or 500
 * (low-end). The slowdown that turns this host into that phone is index / target, bounded 1-12.
 */
const PHONES = [
  { name: 'mid', target: 1000 },
  { name: 'low', target: 500 },
]
const slowdownFor = (benchmarkIndex, target) => Math.min(12, Math.max(1, Math.round((benchmarkIndex / target) * 10) / 10))

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

/** The host's benchmarkIndex now: the median of the last three runs (it follows the load). */
const seenIndexes = []
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]
const hostIndex = () => median(seenIndexes.slice(-3))
const see = (lhr) => lhr.environment?.benchmarkIndex && seenIndexes.push(lhr.environment.benchmarkIndex)

const metricOf = (report, id, digits) => {
  const v = report.audits[id]?.numericValue
  return typeof v === 'number' ? Number(v.toFixed(digits)) : null
}
const scoreOf = (report, id) => (report.categories[id]?.score == null ? null : Math.round(report.categories[id].score * 100))

/** The figures of one measure (median run), as one JSON object. */
function figures(lhr, scores, multiplier) {
  return {
    cpuSlowdownMultiplier: multiplier,
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
    runtimeError: lhr.runtimeError?.message ?? null,
    performance: scoreOf(lhr, 'performance'),
    runs: scores,
    lcpMs: metricOf(lhr, 'largest-contentful-paint', 0),
    tbtMs: metricOf(lhr, 'total-blocking-time', 0),
    cls: metricOf(lhr, 'cumulative-layout-shift', 3),
    scriptBytes: scriptBytes(lhr),
    frameworkBytes: frameworkBytes(lhr),
  }
}

async function measure(name, url, multiplier, runs, file) {
  const { lhr, scores } = await medianAudit(url, multiplier, runs)
  fs.writeFileSync(path.join(outDir, `lighthouse-${file}.json`), JSON.stringify(lhr))
  return { lhr, result: figures(lhr, scores, multiplier) }
}

// Pages come in pairs: NAME=URL, then NAME~senza-js=URL (the same HTML without its scripts).
let failed = false
see(await audit(pages[0].split(/=(.*)/s)[1], undefined)) // one probe of the host before the first page
for (const page of pages.filter((p) => !p.split('=')[0].endsWith('~senza-js'))) {
  const [name, url] = page.split(/=(.*)/s)
  const reference = pages.find((p) => p.startsWith(`${name}~senza-js=`))?.split(/=(.*)/s)[1]
  try {
    const row = { name, url, phones: {} }
    for (const phone of PHONES) {
      const multiplier = slowdownFor(hostIndex(), phone.target)
      const js = await measure(name, url, multiplier, RUNS, `${name}-${phone.name}`)
      see(js.lhr)
      // A reference page varies little: one run, right after the page, at the same slowdown.
      const bare = reference ? await measure(name, reference, multiplier, 1, `${name}~senza-js-${phone.name}`) : null
      if (bare) see(bare.lhr)
      row.phones[phone.name] = { ...js.result, reference: bare?.result ?? null }
      if (phone === PHONES[0]) {
        row.accessibility = scoreOf(js.lhr, 'accessibility')
        row.bestPractices = scoreOf(js.lhr, 'best-practices')
        row.seo = scoreOf(js.lhr, 'seo')
      }
    }
    console.log(JSON.stringify(row))
  } catch (err) {
    failed = true
    console.error(`lighthouse ${name} (${url}): ${err?.stack || err}`)
  }
}
process.exit(failed ? 1 : 0)
