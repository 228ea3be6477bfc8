import { TableScroll } from '@/components/page/TableScroll'
import { escapeMarkup } from '@/content/escape'
import { formatValue } from '@/open-data/chart/format'
import type { ChartSpec } from '@/open-data/chart/spec'

const cell = (tag: 'th' | 'td', attrs: string, text: string) => `<${tag}${attrs}>${escapeMarkup(text)}</${tag}>`

/**
 * The table as markup: it never changes in the browser, so React gets it whole (one element to
 * hydrate instead of a node per cell; an open data page has hundreds).
 */
export function dataTableHtml({ config, rows }: ChartSpec, caption: string): string {
  const head = cell('th', ' scope="col"', config.categoryLabel) + config.series.map((s) => cell('th', ' scope="col" class="text-end"', s.unit ? `${s.name} (${s.unit})` : s.name)).join('')
  const body = rows.map(([name, ...values]) => `<tr>${cell('th', ' scope="row"', name)}${values.map((v) => cell('td', ' class="text-end"', formatValue(v))).join('')}</tr>`).join('')
  return `<table class="table table-sm"><caption class="sito-caption">${escapeMarkup(caption)}</caption><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`
}

/** The chart's data as a real table, in a disclosure that works without JavaScript. */
export function DataTable({ spec, caption }: { spec: ChartSpec; caption: string }) {
  return (
    <details className="sito-chart__table">
      <summary>Mostra i dati in tabella</summary>
      <TableScroll label={`Tabella: ${caption}`} className="mt-2" html={dataTableHtml(spec, caption)} />
    </details>
  )
}
