// The Lighthouse table of bench/RESULTS.md: node bench/results-table.mjs LIGHTHOUSE.jsonl BYTES.jsonl
// One row per page type: its bytes (bench/rsc-bytes.mjs), then each phone (bench/lighthouse.mjs).
import fs from 'node:fs'

const read = (file) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l)) : [])
const [lighthouseFile, bytesFile] = process.argv.slice(2)
const pages = new Map(read(lighthouseFile).map((r) => [r.name, r]))
const kb = (b) => `${(b / 1000).toFixed(1)} KB`

function phone(p) {
  if (!p) return ['', '(not run)', '', '']
  if (p.runtimeError) return [`${p.cpuSlowdownMultiplier}x`, `error: ${p.runtimeError}`, '', '']
  const ref = p.reference
  return [
    `${p.cpuSlowdownMultiplier}x`,
    `**${p.performance}** (${p.runs.join(', ')})`,
    `${p.tbtMs} ms, ${p.lcpMs} ms`,
    ref && !ref.runtimeError ? `${ref.performance}, ${ref.tbtMs} ms, ${ref.lcpMs} ms` : '(not run)',
    ref && !ref.runtimeError && ref.performance ? (p.performance / ref.performance).toFixed(2) : '',
  ]
}

for (const b of read(bytesFile)) {
  const r = pages.get(b.name)
  const [midX, midPerf, midTimes, midRef] = phone(r?.phones?.mid)
  const [lowX, lowPerf, lowTimes, lowRef, lowRatio] = phone(r?.phones?.low)
  const share = (b.rscScriptBytes / b.htmlBytes).toFixed(2)
  const cells = [
    `\`${b.path}\``,
    `${kb(b.htmlBytes)} (${kb(b.gzipBytes)})`,
    kb(b.rscScriptBytes),
    b.rscScriptBytes * 3 <= b.htmlBytes ? share : `**${share}**`,
    kb(b.rscResponseBytes),
    midX,
    midPerf,
    midTimes,
    midRef.split(',')[0],
    lowX,
    lowPerf,
    lowTimes,
    lowRef,
    lowRatio ?? '',
  ]
  console.log(`| ${cells.join(' | ')} |`)
}
