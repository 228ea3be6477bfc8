import { z } from '@/forms/shared/zod'

/**
 * The chart an editor describes in two JSON fields. A deliberately small subset of
 * ECharts, mapped to options in options.ts: no functions, no raw ECharts keys.
 *
 * config: { "type": "bar" | "line" | "pie" | "donut" | "stackedBar",
 *           "categoryLabel": "Regione", "series": [{ "name": "Progetti", "unit": "€" }],
 *           "xAxisLabel"?: "...", "yAxisLabel"?: "...", "horizontal"?: true }
 * data:   [["Lombardia", 1200, 300], ["Lazio", 900, 250]]  one row per category:
 *         its name, then one number (or null) per series, in the order of config.series.
 */
export const CHART_TYPES = ['bar', 'line', 'pie', 'donut', 'stackedBar'] as const
export type ChartType = (typeof CHART_TYPES)[number]

export const CHART_TYPE_LABELS: Record<ChartType, string> = {
  bar: 'a barre',
  line: 'a linee',
  pie: 'a torta',
  donut: 'ad anello',
  stackedBar: 'a barre sovrapposte',
}

const MAX_SERIES = 8
const MAX_ROWS = 200
const MAX_TEXT = 80

const text = (what: string) =>
  z
    .string({ error: `${what} deve essere un testo` })
    .trim()
    .min(1, `${what} non può essere vuoto`)
    .max(MAX_TEXT, `${what} può avere al massimo ${MAX_TEXT} caratteri`)

const seriesSchema = z.strictObject(
  { name: text('Il nome della serie'), unit: text('L’unità di misura').max(12, 'L’unità di misura può avere al massimo 12 caratteri').optional() },
  { error: 'Ogni serie deve essere un oggetto come { "name": "Progetti", "unit": "€" }' },
)

const chartConfigSchema = z.strictObject(
  {
    type: z.enum(CHART_TYPES, { error: `Il tipo deve essere uno tra: ${CHART_TYPES.join(', ')}` }),
    categoryLabel: text('L’etichetta delle categorie (categoryLabel)'),
    series: z
      .array(seriesSchema, { error: 'series deve essere un elenco di serie' })
      .min(1, 'Serve almeno una serie')
      .max(MAX_SERIES, `Al massimo ${MAX_SERIES} serie`),
    xAxisLabel: text('L’etichetta dell’asse orizzontale (xAxisLabel)').optional(),
    yAxisLabel: text('L’etichetta dell’asse verticale (yAxisLabel)').optional(),
    horizontal: z.boolean({ error: 'horizontal deve essere true o false' }).optional(),
  },
  { error: 'La configurazione deve essere un oggetto JSON come { "type": "bar", "categoryLabel": "…", "series": [ … ] }' },
).superRefine((config, ctx) => {
  if ((config.type === 'pie' || config.type === 'donut') && config.series.length !== 1) {
    ctx.addIssue({ code: 'custom', path: ['series'], message: 'Un grafico a torta o ad anello ha una sola serie' })
  }
})

export type ChartConfig = z.infer<typeof chartConfigSchema>
export type ChartRow = [string, ...(number | null)[]]
export type ChartSpec = { config: ChartConfig; rows: ChartRow[] }

function firstIssue(error: z.ZodError, prefix: string): string {
  const issue = error.issues[0]!
  const where = issue.path.length ? ` (in ${issue.path.join('.')})` : ''
  // Unknown keys: say which, so editors see a typo at once.
  if (issue.code === 'unrecognized_keys') return `${prefix}: chiave non ammessa ${issue.keys.map((k) => `"${k}"`).join(', ')}${where}`
  return `${prefix}: ${issue.message}${where}`
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string }

export function parseChartConfig(value: unknown): Parsed<ChartConfig> {
  const result = chartConfigSchema.safeParse(value)
  return result.success ? { ok: true, value: result.data } : { ok: false, error: firstIssue(result.error, 'Configurazione del grafico non valida') }
}

const DATA_PREFIX = 'Dati del grafico non validi'

/** Rows checked against the config: the right number of cells, finite numbers, no negative slices. */
export function parseChartData(value: unknown, config: ChartConfig): Parsed<ChartRow[]> {
  const fail = (error: string): Parsed<ChartRow[]> => ({ ok: false, error: `${DATA_PREFIX}: ${error}` })
  if (!Array.isArray(value)) return fail('servono righe come [["Lombardia", 1200], ["Lazio", 900]]')
  if (value.length === 0) return fail('serve almeno una riga')
  if (value.length > MAX_ROWS) return fail(`al massimo ${MAX_ROWS} righe`)
  const width = config.series.length + 1
  const pie = config.type === 'pie' || config.type === 'donut'
  const seen = new Set<string>()
  const rows: ChartRow[] = []
  for (const [i, row] of value.entries()) {
    const n = i + 1
    if (!Array.isArray(row) || row.length !== width) {
      return fail(`la riga ${n} deve avere ${width} valori: il nome della categoria e un numero per ciascuna delle ${config.series.length} serie`)
    }
    const [name, ...values] = row as unknown[]
    if (typeof name !== 'string' || !name.trim() || name.length > MAX_TEXT) {
      return fail(`il primo valore della riga ${n} deve essere il nome della categoria (testo di 1-${MAX_TEXT} caratteri)`)
    }
    if (seen.has(name.trim())) return fail(`la categoria "${name.trim()}" è ripetuta (riga ${n})`)
    seen.add(name.trim())
    for (const [j, v] of values.entries()) {
      if (v !== null && (typeof v !== 'number' || !Number.isFinite(v))) {
        return fail(`il valore ${j + 2} della riga ${n} deve essere un numero (con il punto per i decimali, senza separatori delle migliaia) oppure null`)
      }
      if (pie && (v === null || v < 0)) return fail(`in un grafico a torta o ad anello i valori devono essere numeri non negativi (riga ${n})`)
    }
    rows.push([name.trim(), ...(values as (number | null)[])])
  }
  return { ok: true, value: rows }
}

/** Both fields together; the form a renderer needs. */
export function parseChartSpec(chartData: { config?: unknown; data?: unknown } | null | undefined): Parsed<ChartSpec> {
  const config = parseChartConfig(chartData?.config)
  if (!config.ok) return config
  const rows = parseChartData(chartData?.data, config.value)
  return rows.ok ? { ok: true, value: { config: config.value, rows: rows.value } } : rows
}

export { isPie } from './kind'
