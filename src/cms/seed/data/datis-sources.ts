import { readFileSync } from 'node:fs'
import path from 'node:path'
import { kpiValue, mapRows, type SourceMapping } from '../../../open-data/sync/mapping'
import type { ChartConfig } from '../../../open-data/chart/spec'
import { parseCsv } from '../../../open-data/sync/table'
import type { ChartBlock } from '../../../payload-types'
import { doc, link, p } from '../../../content/lexical'
import { daysAgo, PROGRAMME_START, stamps } from '../dates'
import type { Data } from '../seeder'
import { PROJECT_MEASURES } from './regional-figures'

/** The demo indicator files (public/fonti/open-data): one indicator per file, in period, measure, region, value. */
const PUBLIC_DIR = path.resolve(import.meta.dirname, '../../../../public')
const SOURCE_FILES = {
  progetti: '/fonti/open-data/progetti-finanziati.csv',
  comuni: '/fonti/open-data/comuni-con-pagopa.csv',
  risorse: '/fonti/open-data/risorse-erogate.csv',
} as const

type Kpi = NonNullable<ChartBlock['kpi']>[number]

/** A chart fed by a site file: its first data are read from the same file the nightly sync reads. */
function sourcedChart(anchor: string, title: string, config: ChartConfig, url: string, mapping: Omit<SourceMapping, 'minRows'>, kpi: Kpi[] = []): ChartBlock {
  const table = parseCsv(readFileSync(path.join(PUBLIC_DIR, url), 'utf8'))
  if (!table.ok) throw new Error(`${url}: ${table.error}`)
  const rows = mapRows(table.table, { ...mapping, minRows: 3 }, config)
  if (!rows.ok) throw new Error(`${url}: ${rows.error}`)
  return {
    blockType: 'chart',
    anchor,
    title,
    info: 'Dati dimostrativi, riletti ogni notte dal file CSV indicato come fonte.',
    chartData: { config, data: rows.value },
    source: { url, ...mapping, minRows: 3 },
    kpi: kpi.map((k) => ({ ...k, value: kpiValue(k, rows.value, config) ?? k.value })),
    downloadData: true,
    downloadImage: true,
    showShare: true,
  }
}

const KPI_BASE = { value: 0, backgroundColor: 'blu', fromSource: 'sum' } as const

/** An open data page whose charts come from source files, not typed in (illustrative figures). */
export function sourcedDataset(): Data<'datis'> {
  return {
    title: 'Indicatori per regione',
    slug: 'indicatori-per-regione',
    summary: 'Progetti finanziati, comuni che usano pagoPA e risorse erogate per regione, aggiornati automaticamente dai file degli indicatori.',
    description: doc(
      p('Ogni indicatore è un file CSV con periodo, misura, regione e valore. I grafici di questa pagina vengono riletti ogni notte da quei file: se un file non è valido restano gli ultimi dati buoni.'),
      p('Sono dati dimostrativi, con l’ordine di grandezza del programma: non sono i suoi dati ufficiali, pubblicati su ', link('https://www.italiadomani.gov.it/', 'Italia Domani'), '.'),
    ),
    licenza: 'CC BY 4.0',
    tema: 'GOVE',
    frequenza: 'QUARTERLY',
    paroleChiave: 'PNRR, PA digitale, regioni, pagoPA, comuni, indicatori',
    coperturaDal: PROGRAMME_START,
    customUpdateDate: daysAgo(3),
    body: [
      sourcedChart(
        'progetti-per-regione',
        'Progetti finanziati per regione, ultimo trimestre',
        { type: 'bar', categoryLabel: 'Regione', series: PROJECT_MEASURES.map((name) => ({ name })) },
        SOURCE_FILES.progetti,
        { categoryColumn: 'regione', seriesColumn: 'misura', valueColumns: 'valore', filterColumn: 'periodo', filterValue: '' },
        [
          { ...KPI_BASE, label: 'Progetti di migrazione al cloud', footerText: 'Somma delle regioni, ultimo trimestre' },
          { ...KPI_BASE, label: 'Progetti sui servizi digitali', sourceSeries: PROJECT_MEASURES[1], backgroundColor: 'verde' },
        ],
      ),
      sourcedChart(
        'progetti-nel-tempo',
        'Progetti finanziati per trimestre',
        { type: 'line', categoryLabel: 'Trimestre', series: PROJECT_MEASURES.map((name) => ({ name })) },
        SOURCE_FILES.progetti,
        { categoryColumn: 'periodo', seriesColumn: 'misura', valueColumns: 'valore' },
      ),
      sourcedChart(
        'comuni-pagopa',
        'Comuni che usano pagoPA, ultimo trimestre',
        { type: 'bar', categoryLabel: 'Regione', series: [{ name: 'Comuni attivi' }], horizontal: true },
        SOURCE_FILES.comuni,
        { categoryColumn: 'regione', valueColumns: 'valore', filterColumn: 'periodo', filterValue: '' },
      ),
      sourcedChart(
        'risorse-erogate',
        'Risorse erogate per regione, ultimo trimestre',
        { type: 'bar', categoryLabel: 'Regione', series: [{ name: 'Risorse erogate', unit: 'mln €' }] },
        SOURCE_FILES.risorse,
        { categoryColumn: 'regione', valueColumns: 'valore', filterColumn: 'periodo', filterValue: '' },
        [{ ...KPI_BASE, label: 'Risorse erogate nell’ultimo trimestre', valueSuffix: 'mln €', backgroundColor: 'blu' }],
      ),
    ],
    ...stamps(60, 3),
  }
}
