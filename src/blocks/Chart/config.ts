import type { Block, Field } from 'payload'
import { chartSourceField, kpiSourceFields } from '@/open-data/sync/fields'
import { countAnchor } from '@/open-data/chart/find'
import { KPI_COLORS } from '@/open-data/chart/palette'
import { CHART_TYPES, parseChartConfig, parseChartData } from '@/open-data/chart/spec'
import { BLANK_CHART, isBlankChartConfig, unreadableCell } from '@/content/chart-table'
import { italianNumber } from '@/cms/fields/numbers'

const ANCHOR_PATTERN = /^[a-z][a-z0-9-]{1,59}$/

const CONFIG_HELP = `Oggetto JSON. Chiavi: "type" (${CHART_TYPES.join(', ')}), "categoryLabel" (intestazione della prima colonna, es. "Regione"), "series" (elenco di { "name": "Progetti", "unit": "€" }, unit facoltativa; una sola serie per torta e anello), facoltative "xAxisLabel", "yAxisLabel" e "horizontal": true per le barre orizzontali. Esempio: { "type": "bar", "categoryLabel": "Misura", "series": [{ "name": "Progetti finanziati" }] }`
const DATA_HELP =
  'Elenco di righe, una per categoria: il nome, poi un numero per ciascuna serie nell’ordine di "series" (punto per i decimali, nessun separatore delle migliaia, null se manca). Esempio: [["Lombardia", 1250, 310.5], ["Lazio", 980, null]]'

const kpiFields: Field[] = [
  { name: 'label', label: 'Che cosa misura', type: 'text', required: true, admin: { description: 'Es. "Progetti finanziati".' } },
  italianNumber({ name: 'value', label: 'Valore', required: true, admin: { description: 'Scritto all’italiana: il punto per le migliaia, la virgola per i decimali (1.234.567,8).' } }),
  {
    name: 'backgroundColor',
    label: 'Colore di sfondo',
    type: 'select',
    required: true,
    defaultValue: 'blu',
    options: Object.entries(KPI_COLORS).map(([value, c]) => ({ value, label: c.label })),
    admin: { description: 'Colori con contrasto adeguato al testo (WCAG AA).' },
  },
  { type: 'row', fields: [
    { name: 'valuePrefix', label: 'Prima del valore', type: 'text', maxLength: 12, admin: { description: 'Es. "€".' } },
    { name: 'valueSuffix', label: 'Dopo il valore', type: 'text', maxLength: 20, admin: { description: 'Es. "%", "mln €".' } },
  ] },
  { name: 'showFlow', label: 'Mostra la variazione', type: 'checkbox', defaultValue: false },
  { type: 'row', fields: [
    italianNumber(
      {
        name: 'flowValue',
        label: 'Variazione (%)',
        admin: { condition: (_, s) => Boolean(s?.showFlow), description: 'Percentuale, senza segno (es. 12,5): la direzione la dà il campo accanto.' },
        validate: (v: number | null | undefined, { siblingData }: { siblingData: { showFlow?: boolean } }) =>
          siblingData?.showFlow && (v == null || v < 0) ? 'Inserisci la variazione percentuale (un numero non negativo).' : true,
      },
      'percentuale',
    ),
    {
      name: 'flowDirection',
      label: 'Direzione',
      type: 'select',
      defaultValue: 'up',
      options: [
        { value: 'up', label: 'In aumento' },
        { value: 'down', label: 'In diminuzione' },
      ],
      admin: { condition: (_, s) => Boolean(s?.showFlow) },
    },
  ] },
  { name: 'flowDetail', label: 'Dettaglio della variazione', type: 'text', admin: { condition: (_, s) => Boolean(s?.showFlow), description: 'Es. "rispetto al 2024".' } },
  { name: 'footerText', label: 'Nota in fondo', type: 'text', admin: { description: 'Es. "Dati al 30 settembre 2026".' } },
  ...kpiSourceFields,
]

export const ChartBlock: Block = {
  slug: 'chart',
  interfaceName: 'ChartBlock',
  labels: { singular: 'Grafico con KPI', plural: 'Grafici con KPI' },
  fields: [
    {
      name: 'anchor',
      label: 'Identificativo del grafico',
      type: 'text',
      required: true,
      admin: { description: 'Lettere minuscole, cifre e trattini (es. progetti-per-regione): è l’ancora del link condiviso (#…) e il nome del file CSV. Unico nella pagina.' },
      validate: (value: string | null | undefined, { data }: { data: Partial<{ body: unknown }> }) => {
        if (!value || !ANCHOR_PATTERN.test(value)) return 'Usa da 2 a 60 caratteri: lettere minuscole, cifre e trattini, iniziando con una lettera.'
        return countAnchor(data?.body, value) > 1 ? `L’identificativo "${value}" è già usato da un altro grafico di questa pagina.` : true
      },
    },
    { name: 'title', label: 'Titolo', type: 'text', required: true },
    { name: 'subtitle', label: 'Sottotitolo', type: 'text' },
    {
      name: 'summary',
      label: 'Descrizione testuale del grafico',
      type: 'textarea',
      maxLength: 600,
      admin: { description: 'Che cosa mostra il grafico, per chi non può vederlo. Se vuota, ne viene generata una dai dati.' },
    },
    {
      name: 'chartData',
      label: 'Dati del grafico',
      type: 'group',
      fields: [
        {
          name: 'config',
          label: 'Configurazione (JSON)',
          type: 'json',
          required: true,
          // A form instead of Payload's code editor (Monaco, loaded from a CDN): the stored JSON is the same.
          admin: { description: CONFIG_HELP, components: { Field: '@/open-data/editor/ConfigEditor.client#ChartConfigEditor' } },
          validate: (value: unknown) => {
            if (isBlankChartConfig(value)) return BLANK_CHART
            const parsed = parseChartConfig(value)
            return parsed.ok ? true : parsed.error
          },
        },
        {
          name: 'data',
          label: 'Dati (JSON)',
          type: 'json',
          required: true,
          admin: { description: DATA_HELP, components: { Field: '@/cms/components/ChartTable.client#ChartTable' } },
          validate: (value: unknown, { siblingData }: { siblingData: { config?: unknown } }) => {
            const config = parseChartConfig(siblingData?.config)
            if (!config.ok) return 'Correggi prima la configurazione del grafico.'
            const cell = unreadableCell(value, config.value.series.map((s) => s.name))
            if (cell) return cell
            const parsed = parseChartData(value, config.value)
            return parsed.ok ? true : parsed.error
          },
        },
      ],
    },
    chartSourceField,
    { name: 'kpi', label: 'Indicatori (KPI)', type: 'array', maxRows: 8, labels: { singular: 'Indicatore', plural: 'Indicatori' }, fields: kpiFields },
    { name: 'info', label: 'Nota informativa', type: 'textarea', admin: { description: 'Fonte o metodo, mostrata sotto il titolo.' } },
    { name: 'textBottom', label: 'Testo sotto il grafico', type: 'textarea' },
    { type: 'row', fields: [
      { name: 'downloadData', label: 'Scarica i dati (CSV)', type: 'checkbox', defaultValue: true },
      { name: 'downloadImage', label: 'Scarica l’immagine (PNG)', type: 'checkbox', defaultValue: true },
      { name: 'showShare', label: 'Condividi', type: 'checkbox', defaultValue: true },
    ] },
    { type: 'row', fields: [
      { name: 'bgTransparent', label: 'Sfondo trasparente', type: 'checkbox', defaultValue: false },
      { name: 'titleBig', label: 'Titolo grande', type: 'checkbox', defaultValue: false },
    ] },
  ],
}
