import { formatValue } from './format'
import { CHART_TYPE_LABELS, type ChartSpec, isPie } from './spec'

/**
 * A one-paragraph description generated from the data, for when the editor wrote none:
 * what is shown, over which categories, and the highest value of each series.
 */
export function generatedSummary(title: string, spec: ChartSpec): string {
  const { config, rows } = spec
  const parts = [`Grafico ${CHART_TYPE_LABELS[config.type]} «${title}»: ${rows.length} ${rows.length === 1 ? 'voce' : 'voci'} per ${config.categoryLabel.toLowerCase()}.`]
  config.series.forEach((s, i) => {
    let best: [string, number] | null = null
    for (const row of rows) {
      const v = row[i + 1] as number | null
      if (v != null && (best === null || v > best[1])) best = [row[0], v]
    }
    if (best) parts.push(`${isPie(config) ? 'La quota maggiore' : `Il valore più alto di «${s.name}»`} è ${best[0]} con ${formatValue(best[1], s.unit)}.`)
  })
  parts.push('I dati completi sono nella tabella qui sotto.')
  return parts.join(' ')
}
