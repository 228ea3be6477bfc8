import type { ChartBlock } from '@/payload-types'
import { csvHref } from '../chart/images'
import { chartsIn } from '../chart/find'
import { parseChartSpec, type ChartSpec } from '../chart/spec'

/** A chart of a page as a table the catalogue offers (CSV via /api/charts, JSON via /api/open-data). */
export type ChartTable = { anchor: string; title: string; spec: ChartSpec; csvPath: string; jsonPath: string; source: string | null; changedAt: string | null }

/** The charts of a page with valid data, in page order. */
export function chartTables(body: unknown, pagePath: string): ChartTable[] {
  const page = pagePath.replace(/^\/+|\/+$/g, '')
  return (chartsIn(body) as unknown as ChartBlock[]).flatMap((block) => {
    const spec = parseChartSpec(block.chartData as { config?: unknown; data?: unknown })
    if (!spec.ok) return []
    return [{
      anchor: block.anchor,
      title: block.title,
      spec: spec.value,
      csvPath: csvHref(page, block.anchor),
      jsonPath: `/api/open-data/${page.split('/').at(-1)}/${block.anchor}.json`,
      source: block.source?.url?.trim() || null,
      changedAt: block.source?.changedAt ?? null,
    }]
  })
}

const header = (s: ChartSpec['config']['series'][number]) => (s.unit ? `${s.name} (${s.unit})` : s.name)

/** The column names and types, as the CSV's header has them. */
export function tableFields(spec: ChartSpec) {
  return [
    { name: spec.config.categoryLabel, type: 'string' as const, title: spec.config.categoryLabel },
    ...spec.config.series.map((s) => ({ name: header(s), type: 'number' as const, title: header(s) })),
  ]
}

/** The rows as JSON objects keyed by the same column names. */
export function tableRecords(spec: ChartSpec): Record<string, string | number | null>[] {
  const fields = tableFields(spec)
  return spec.rows.map((row) => Object.fromEntries(fields.map((f, i) => [f.name, row[i] ?? null])))
}
