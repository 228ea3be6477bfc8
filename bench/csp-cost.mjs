// Cost of the hash-based CSP: time to compute the policy of every prerendered page of the
// current build (.next/server/app/**/*.html), against reading the same file (the reference
// measured in the same run). The policy is computed once per cached page version, not per request.
import fs from 'node:fs'
import path from 'node:path'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
const { policyForHtml, inlineScriptHashes } = require('../src/ops/csp-policy.cjs')

function pages(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name)
    return e.isDirectory() ? pages(full) : e.name.endsWith('.html') ? [full] : []
  })
}

const files = pages('.next/server/app')
const html = files.map((f) => fs.readFileSync(f, 'utf8'))
const ROUNDS = 50
function time(fn) {
  const start = process.hrtime.bigint()
  for (let r = 0; r < ROUNDS; r++) for (let i = 0; i < files.length; i++) fn(i)
  return Number(process.hrtime.bigint() - start) / 1e6 / (ROUNDS * files.length)
}
time((i) => policyForHtml(html[i])) // warm up
const read = time((i) => fs.readFileSync(files[i], 'utf8'))
const policy = time((i) => policyForHtml(html[i]))
const hashes = html.map((h) => inlineScriptHashes(h).length)
const headerBytes = html.map((h) => policyForHtml(h).length)
const kb = html.reduce((n, h) => n + h.length, 0) / html.length / 1024
console.log(`pages: ${files.length}, mean HTML ${kb.toFixed(1)} KiB, inline scripts per page: ${Math.min(...hashes)}–${Math.max(...hashes)}`)
console.log(`CSP header length: ${Math.min(...headerBytes)}–${Math.max(...headerBytes)} bytes`)
console.log(`policy per page: ${policy.toFixed(3)} ms; reading the page file: ${read.toFixed(3)} ms; ratio ${(policy / read).toFixed(2)}`)
