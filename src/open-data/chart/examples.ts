import type { ChartBlock, ChartSelectorBlock, ChartTabsBlock } from '../../payload-types'
import type { ChartConfig, ChartRow } from './spec'

/**
 * The demo's figures: plausible orders of magnitude, not official data. They are the one source
 * of the programme's numbers on the site (home tiles, news, «Avanzamento del programma»: see
 * src/cms/seed/data/figures.ts), all as of the same date.
 */
const DEMO_NOTE = 'Dati dimostrativi, arrotondati: non sono i dati ufficiali del programma.'

/** The date the demo figures refer to: the end of the last quarter. */
export const DEMO_DATA_DATE = '30 settembre 2026'

function chart(anchor: string, title: string, config: ChartConfig, rows: ChartRow[], extra: Partial<ChartBlock> = {}): ChartBlock {
  return { blockType: 'chart', anchor, title, chartData: { config, data: rows }, info: DEMO_NOTE, ...extra }
}

const REGIONS: [string, number, number, number][] = [
  ['Piemonte', 1012, 884, 931],
  ['Valle d’Aosta', 71, 63, 66],
  ['Lombardia', 1398, 1245, 1302],
  ['Trentino-Alto Adige', 262, 231, 240],
  ['Veneto', 530, 488, 507],
  ['Friuli Venezia Giulia', 206, 182, 191],
  ['Liguria', 221, 190, 204],
  ['Emilia-Romagna', 318, 297, 305],
  ['Toscana', 263, 241, 250],
  ['Umbria', 90, 81, 85],
  ['Marche', 214, 188, 197],
  ['Lazio', 361, 322, 340],
  ['Abruzzo', 291, 255, 268],
  ['Molise', 128, 109, 115],
  ['Campania', 527, 461, 489],
  ['Puglia', 245, 226, 233],
  ['Basilicata', 126, 110, 117],
  ['Calabria', 385, 331, 352],
  ['Sicilia', 377, 338, 356],
  ['Sardegna', 357, 306, 327],
]

export const chartExamples = {
  perMisura: chart(
    'progetti-per-misura',
    'Progetti finanziati per misura',
    { type: 'bar', categoryLabel: 'Misura', series: [{ name: 'Progetti finanziati' }], horizontal: true, xAxisLabel: 'Progetti finanziati' },
    [
      // One name per measure: each category is the measure's label (src/content/taxonomies.ts).
      ['1.2 Abilitazione e facilitazione migrazione al Cloud', 12980],
      ['1.4.1 Esperienza dei servizi pubblici', 11200],
      ['1.4.3 Adozione pagoPA', 8610],
      ['1.4.3 Adozione app IO', 8120],
      ['1.4.4 Adozione identità digitale', 7300],
      ['1.4.4 Adozione ANPR ANSC', 5140],
      ['1.4.5 Digitalizzazione degli avvisi pubblici', 3210],
      ['2.2.3 Digitalizzazione delle procedure SUAP e SUE', 1870],
    ],
    {
      subtitle: 'Numero di progetti ammessi a finanziamento, dall’avvio del programma',
      titleBig: true,
      summary:
        'Le barre mostrano i progetti finanziati per ciascuna misura. La migrazione al cloud (misura 1.2) guida con 12.980 progetti, seguita dall’esperienza dei servizi pubblici con 11.200; le procedure SUAP e SUE chiudono con 1.870.',
      kpi: [
        { label: 'Progetti finanziati', value: 58430, backgroundColor: 'blu', showFlow: true, flowValue: 8.4, flowDirection: 'up', flowDetail: 'rispetto al trimestre precedente', footerText: `Dati al ${DEMO_DATA_DATE}` },
        { label: 'Risorse assegnate', value: 2.58, valuePrefix: '€', valueSuffix: 'miliardi', backgroundColor: 'blu-scuro', showFlow: true, flowValue: 5.1, flowDirection: 'up', flowDetail: 'rispetto al trimestre precedente' },
        { label: 'Amministrazioni raggiunte', value: 15870, backgroundColor: 'verde', footerText: 'Enti con almeno un progetto finanziato' },
        { label: 'Comuni coinvolti', value: 7412, backgroundColor: 'viola', valueSuffix: 'su 7.896', footerText: 'Pari al 93,9% dei comuni italiani' },
        { label: 'Progetti completati', value: 62.5, valueSuffix: '%', backgroundColor: 'azzurro-chiaro', showFlow: true, flowValue: 3.2, flowDirection: 'up', flowDetail: 'in tre mesi' },
        { label: 'Tempo medio di erogazione', value: 47, valueSuffix: 'giorni', backgroundColor: 'grigio', showFlow: true, flowValue: 12, flowDirection: 'down', flowDetail: 'rispetto al 2025', footerText: 'Dall’asseverazione al pagamento' },
      ],
      textBottom: 'Una stessa amministrazione può avere progetti finanziati su più misure.',
    },
  ),
  nelTempo: chart(
    'candidature-nel-tempo',
    'Candidature e progetti finanziati nel tempo',
    { type: 'line', categoryLabel: 'Trimestre', series: [{ name: 'Candidature' }, { name: 'Progetti finanziati' }], yAxisLabel: 'Totale cumulato' },
    [
      ['2022 T2', 3100, 1400],
      ['2022 T3', 8200, 5300],
      ['2022 T4', 14100, 10100],
      ['2023 T1', 19300, 14900],
      ['2023 T2', 24200, 19600],
      ['2023 T3', 28800, 24100],
      ['2023 T4', 33100, 28200],
      ['2024 T1', 37000, 31900],
      ['2024 T2', 40600, 35300],
      ['2024 T3', 43900, 38400],
      ['2024 T4', 47000, 41300],
      ['2025 T1', 49800, 43900],
      ['2025 T2', 52300, 46300],
      ['2025 T3', 54500, 48400],
      ['2025 T4', 56400, 50200],
      ['2026 T1', 58100, 51800],
      ['2026 T2', 59900, 53900],
      ['2026 T3', 62450, 58430],
    ],
    { subtitle: 'Valori cumulati a fine trimestre' },
  ),
  perEnte: chart(
    'risorse-per-tipologia-di-ente',
    'Risorse assegnate per tipologia di ente',
    { type: 'donut', categoryLabel: 'Tipologia di ente', series: [{ name: 'Risorse assegnate', unit: 'mln €' }] },
    [
      ['Comuni', 1689.4],
      ['Scuole', 402.1],
      ['ASL e aziende ospedaliere', 198.3],
      ['Regioni e Province autonome', 121.6],
      ['Università ed enti di ricerca', 64.2],
      ['Altri enti', 104.4],
    ],
    { subtitle: 'Milioni di euro', bgTransparent: true },
  ),
  perRegione: chart(
    'amministrazioni-per-regione',
    'Amministrazioni raggiunte per regione e misura',
    {
      type: 'stackedBar',
      categoryLabel: 'Regione',
      series: [{ name: '1.2 Abilitazione e facilitazione migrazione al Cloud' }, { name: '1.4.1 Esperienza dei servizi pubblici' }, { name: '1.4.4 Adozione identità digitale' }],
      horizontal: true,
      xAxisLabel: 'Amministrazioni',
    },
    REGIONS.map(([region, ...values]) => [region, ...values] as ChartRow),
    { subtitle: 'Enti con almeno un progetto finanziato nella misura' },
  ),
} satisfies Record<string, ChartBlock>

export const chartSelectorExample: ChartSelectorBlock = {
  blockType: 'chartSelector',
  title: 'Avanzamento per progetto',
  label: 'Progetti',
  charts: [
    chart(
      'progetto-cloud-stato',
      'Migrazione al cloud: progetti per stato',
      { type: 'pie', categoryLabel: 'Stato del progetto', series: [{ name: 'Progetti' }] },
      [
        ['Completati', 8450],
        ['In corso', 3620],
        ['In verifica', 910],
      ],
    ),
    chart(
      'progetto-pagopa-trimestri',
      'Adozione pagoPA: servizi attivati per trimestre',
      { type: 'bar', categoryLabel: 'Trimestre', series: [{ name: 'Servizi attivati' }], yAxisLabel: 'Servizi' },
      [
        ['2025 T4', 12400],
        ['2026 T1', 15150],
        ['2026 T2', 17820],
        ['2026 T3', 19310],
      ],
    ),
    chart(
      'progetto-identita-digitale',
      'Identità digitale: accessi con SPID e CIE',
      { type: 'line', categoryLabel: 'Anno', series: [{ name: 'SPID', unit: 'mln' }, { name: 'CIE', unit: 'mln' }], yAxisLabel: 'Milioni di accessi' },
      [
        ['2022', 1012.5, 48.3],
        ['2023', 1187.9, 96.1],
        ['2024', 1320.4, 171.6],
        ['2025', 1405.2, 246.8],
      ],
    ),
  ],
}

export const chartTabsExample: ChartTabsBlock = {
  blockType: 'chartTabs',
  title: 'Risorse in dettaglio',
  tabs: [
    {
      label: 'Per area geografica',
      charts: [
        chart(
          'risorse-per-area',
          'Risorse assegnate per area geografica',
          { type: 'bar', categoryLabel: 'Area', series: [{ name: 'Risorse assegnate', unit: 'mln €' }], yAxisLabel: 'Milioni di euro' },
          [
            ['Nord-ovest', 634.0],
            ['Nord-est', 440.2],
            ['Centro', 489.4],
            ['Sud', 687.8],
            ['Isole', 328.6],
          ],
        ),
      ],
    },
    {
      label: 'Per anno',
      charts: [
        chart(
          'risorse-erogate-per-anno',
          'Risorse assegnate ed erogate per anno',
          { type: 'stackedBar', categoryLabel: 'Anno', series: [{ name: 'Erogate', unit: 'mln €' }, { name: 'Da erogare', unit: 'mln €' }], yAxisLabel: 'Milioni di euro' },
          [
            ['2022', 40.5, 379.5],
            ['2023', 310.2, 299.8],
            ['2024', 420.8, 169.2],
            ['2025', 380.6, 179.4],
            ['2026', 120.4, 279.6],
          ],
        ),
      ],
    },
  ],
}
