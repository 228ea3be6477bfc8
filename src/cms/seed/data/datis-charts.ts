import { chartExamples, chartSelectorExample, chartTabsExample, DEMO_DATA_DATE } from '../../../open-data/chart/examples'
import { buildCsv } from '../../../open-data/chart/csv'
import { parseChartSpec } from '../../../open-data/chart/spec'
import type { ChartBlock } from '../../../payload-types'
import { daysAgo, PROGRAMME_START, stamps } from '../dates'
import { doc, link, p } from '../../../content/lexical'
import type { Data } from '../seeder'

const CHARTS_DATASET_SLUG = 'progetti-e-risorse'
const PAGE_PATH = `open-data/${CHARTS_DATASET_SLUG}`

/** A chart's CSV as a downloadable file of the dataset: served by /api/charts, size measured here. */
function csvFile(block: ChartBlock, title: string) {
  const spec = parseChartSpec(block.chartData as { config?: unknown; data?: unknown })
  if (!spec.ok) throw new Error(`${block.anchor}: ${spec.error}`)
  return {
    title,
    url: `/api/charts/${PAGE_PATH}/${block.anchor}.csv`,
    format: 'CSV' as const,
    size: Buffer.byteLength(buildCsv(spec.value), 'utf8'),
  }
}

/** The open data page with the demo charts and KPI tiles: the source of the programme's figures (see figures.ts). */
export function chartsDataset(): Data<'datis'> {
  return {
    title: 'Progetti e risorse del programma',
    slug: CHARTS_DATASET_SLUG,
    summary: 'Progetti finanziati, risorse in euro e amministrazioni raggiunte, per misura, per regione e nel tempo.',
    description: doc(
      p('Il dataset raccoglie i principali indicatori di avanzamento: i progetti ammessi a finanziamento, le risorse assegnate ed erogate e le amministrazioni raggiunte da ciascuna misura.'),
      p(`Le cifre sono dati dimostrativi, arrotondati, aggiornati al ${DEMO_DATA_DATE}: hanno l’ordine di grandezza del programma ma non sono i suoi dati ufficiali, pubblicati su `, link('https://www.italiadomani.gov.it/', 'Italia Domani'), '. Ogni grafico offre i dati in tabella e in formato CSV.'),
    ),
    licenza: 'CC BY 4.0',
    paroleChiave: 'PNRR, PA digitale, progetti, risorse, regioni, enti',
    coperturaDal: PROGRAMME_START,
    customUpdateDate: daysAgo(7),
    files: [
      csvFile(chartExamples.perMisura, 'Progetti finanziati per misura'),
      csvFile(chartExamples.perRegione, 'Amministrazioni raggiunte per regione e misura'),
      csvFile(chartExamples.perEnte, 'Risorse assegnate per tipologia di ente'),
    ],
    body: [chartExamples.perMisura, chartExamples.nelTempo, chartExamples.perEnte, chartExamples.perRegione, chartSelectorExample, chartTabsExample],
    ...stamps(200, 7),
  }
}
