// Rewrites the demo indicator files of «Indicatori per regione» from their one source
// (src/cms/seed/data/regional-figures.ts). Usage: npx tsx scripts/regional-figures.ts
import { writeFileSync } from 'node:fs'
import { regionalFiles } from '../src/cms/seed/data/regional-figures'

for (const [name, text] of Object.entries(regionalFiles())) {
  writeFileSync(new URL(`../public/fonti/open-data/${name}.csv`, import.meta.url), text)
  console.log(`public/fonti/open-data/${name}.csv: ${text.trim().split('\n').length - 1} righe`)
}
