// Reads one JSON line per size (bench/scale/run.sh) and prints bench/scale/RESULTS.md.
import { readFileSync } from 'node:fs'
import os from 'node:os'

const runs = readFileSync(0, 'utf8').trim().split('\n').map((line) => JSON.parse(line))
const kb = (bytes) => (bytes / 1024).toFixed(1)
const mark = (ok) => (ok ? '' : ' ✗')
const demo = runs.find((r) => r.size === 0)
const rows = runs.map(({ size, buildS, peakMb, prerendered, measures: m }) => {
  const biggest = Math.max(...Object.values(m.sizes))
  const ratio = demo ? (buildS / demo.buildS).toFixed(2) : '–'
  return `| ${size || 'demo'} | ${buildS} s (${ratio}×)${mark(!demo || buildS <= 1.5 * demo.buildS)} | ${peakMb} MB${mark(peakMb < 2048)} | ${prerendered} | ${kb(biggest)} KB${mark(biggest <= 150 * 1024)} | ${m.readyMs} ms | ${m.firstSearchMs} ms${mark(m.firstSearchMs < 50)} | ${m.p95CercaMs} ms | ${m.p95FaqMs} ms | ${m.renderedAfterFaqEdit} of ${m.watched}${mark(m.renderedAfterFaqEdit < 20)} | ${m.renderedAfterSiteRevalidation} of ${m.watched} |`
})
const sizes = runs.map(({ size, measures: m }) =>
  `- ${size || 'demo'}: ${Object.entries(m.sizes).map(([path, bytes]) => `\`${path}\` ${kb(bytes)} KB`).join(', ')}`,
)
console.log(`# Scale bench (issue 16)

Written by \`bash bench/scale/run.sh\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; ${os.cpus().length} cores, shared with other work
(load average at the end: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}). Size: generated documents of each of news, FAQs,
guides and resources, updates, added to the demo content. ✗ marks a figure past the issue's limit.

| size | build (vs demo) | peak build memory | prerendered entries | largest index page | start → search ready | first search | p95 /cerca (proxy) | p95 FAQ page (proxy) | pages rendered again after one FAQ edit | … after a whole-site revalidation (before) |
| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${rows.join('\n')}

"Pages rendered again": the index pages and their list windows, every FAQ and news page they link to and one old FAQ page
are requested until cached; one FAQ's answer is edited through the REST API; each page is requested again and counted when
\`next start\` does not answer from its cache (\`x-nextjs-cache\` other than HIT). The last column does the same after
\`/api/revalidate\` with scope "site", i.e. \`revalidatePath('/', 'layout')\`, what every save did before this change.

HTML size of the index pages and their list windows (\`/pagina/<n>\`):
${sizes.join('\n')}
`)
