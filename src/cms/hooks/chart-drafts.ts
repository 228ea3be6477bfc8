import { APIError, type CollectionBeforeValidateHook } from 'payload'
import { parseChartConfig, parseChartData } from '@/open-data/chart/spec'
import { BLANK_CHART, isBlankChartConfig, unreadableCell } from '@/content/chart-table'
import { isAutosave } from './autosave'

type Issue = { path: string; message: string }

/** Chart blocks anywhere in the document, with their field paths (body.3, ...). */
function chartIssues(value: unknown, path: string, out: Issue[]): Issue[] {
  if (Array.isArray(value)) value.forEach((v, i) => chartIssues(v, path ? `${path}.${i}` : String(i), out))
  else if (value && typeof value === 'object') {
    const obj = value as Record<string, unknown>
    if (obj.blockType === 'chart') {
      const chartData = (obj.chartData ?? {}) as { config?: unknown; data?: unknown }
      const config = parseChartConfig(chartData.config)
      const title = typeof obj.title === 'string' && obj.title.trim() ? `«${obj.title.trim()}»: ` : ''
      if (isBlankChartConfig(chartData.config)) out.push({ path: `${path}.chartData.config`, message: title + BLANK_CHART })
      else if (!config.ok) out.push({ path: `${path}.chartData.config`, message: title + config.error })
      else {
        const cell = unreadableCell(chartData.data, config.value.series.map((s) => s.name))
        const rows = parseChartData(chartData.data, config.value)
        if (cell || !rows.ok) out.push({ path: `${path}.chartData.data`, message: title + (cell ?? (rows.ok ? '' : rows.error)) })
      }
    } else for (const [key, v] of Object.entries(obj)) chartIssues(v, path ? `${path}.${key}` : key, out)
  }
  return out
}

/**
 * Payload skips field validation on drafts; a chart without data would then be saved and
 * shown as an empty box in preview. Charts are checked on every save but autosave, publishing
 * included: the error then names the chart and the cell (a field's own validation error reaches
 * the editor only as «Controlla questo campo»).
 */
export const validateChartsOnDrafts: CollectionBeforeValidateHook = ({ data, originalDoc, collection, req }) => {
  // Autosave (live preview) saves half-typed charts; the editor's own 'Salva bozza' is checked.
  if (!data || isAutosave(req)) return data
  // A save that sends only some fields (publishing: `_status`) publishes the stored draft: check that.
  const errors = chartIssues({ ...(originalDoc ?? {}), ...data }, '', [])
  // An APIError carries the Italian messages themselves: a ValidationError's details do not reach the editor in production.
  if (errors.length) throw new APIError(errors.map((e) => e.message).join(' '), 400, { collection: collection.slug, errors }, true)
  return data
}
