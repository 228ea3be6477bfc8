// Lighthouse (mobile preset, the default) on each URL given; one fresh Chromium per URL.
// Usage: node bench/lighthouse.mjs OUT_DIR NAME=URL [NAME=URL ...]
// Prints one JSON line per page with the figures; the full reports go to OUT_DIR/lighthouse-NAME.json.
import fs from 'node:fs'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

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

let failed = false
for (const page of pages) {
  const [name, url] = page.split(/=(.*)/s)
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH || '/usr/bin/chromium', chromeFlags })
  try {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' })
    fs.writeFileSync(path.join(outDir, `lighthouse-${name}.json`), JSON.stringify(lhr))
    // Audits have no value when the page failed to load (runtimeError, e.g. a 404 document).
    const metric = (id, digits) => {
      const v = lhr.audits[id]?.numericValue
      return typeof v === 'number' ? Number(v.toFixed(digits)) : null
    }
    const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100))
    console.log(
      JSON.stringify({
        name,
        url,
        finalUrl: lhr.finalDisplayedUrl,
        runtimeError: lhr.runtimeError?.message ?? null,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: metric('largest-contentful-paint', 0),
        tbtMs: metric('total-blocking-time', 0),
        cls: metric('cumulative-layout-shift', 3),
        scriptBytes: scriptBytes(lhr),
        frameworkBytes: frameworkBytes(lhr),
      }),
    )
  } catch (err) {
    failed = true
    console.error(`lighthouse ${name} (${url}): ${err?.stack || err}`)
  } finally {
    await chrome.kill()
  }
}
process.exit(failed ? 1 : 0)
