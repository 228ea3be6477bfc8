import type { EChartsCoreOption } from 'echarts/core'
import { formatNumber, formatPercent, formatValue } from './format'
import { CHART_AXIS, CHART_TEXT, SERIES_COLORS } from './palette'
import { isPie } from './kind'
import type { ChartSpec } from './spec'

/** Below this box width the legend and labels take their phone layout. */
export const NARROW_PX = 576

/** narrow: the box is phone-sized (labels and legend laid out to fit); fontFamily: the page's (next/font names it). */
export type OptionSettings = { narrow?: boolean; fontFamily?: string }

/** Line styles differ per series, so lines are told apart without colour too. */
const LINE_TYPES = ['solid', 'dashed', 'dotted'] as const
const SYMBOLS = ['circle', 'rect', 'triangle', 'diamond'] as const

const FONT = 'Geneva, Tahoma, sans-serif'

function common(spec: ChartSpec, settings: OptionSettings): EChartsCoreOption {
  const textStyle = { fontFamily: settings.fontFamily || FONT, color: CHART_TEXT, fontSize: 14 }
  return {
    // Never animated: the chart takes over from its server-drawn image, which must not move.
    animation: false,
    color: [...SERIES_COLORS],
    textStyle,
    // Our own aria-label (the summary) sits on the container; ECharts adds the decal patterns.
    aria: { enabled: true, label: { enabled: false }, decal: { show: true } },
    // A plain legend wraps below the chart: every name whole, on phones too.
    legend: { show: spec.config.series.length > 1 || isPie(spec.config), bottom: 0, type: 'plain', textStyle },
  }
}

function unitOf(spec: ChartSpec, index: number): string | undefined {
  return spec.config.series[index]?.unit
}

function pieOption(spec: ChartSpec, settings: OptionSettings): EChartsCoreOption {
  const donut = spec.config.type === 'donut'
  const narrow = settings.narrow === true
  const unit = unitOf(spec, 0)
  const total = spec.rows.reduce((sum, [, value]) => sum + (typeof value === 'number' ? value : 0), 0)
  const share = new Map(spec.rows.map(([name, value]) => [name, total > 0 && typeof value === 'number' ? (value / total) * 100 : null]))
  const base = common(spec, settings)
  return {
    ...base,
    legend: narrow ? { ...(base.legend as object), formatter: (name: string) => `${name}: ${formatPercent(share.get(name))}` } : base.legend,
    tooltip: { trigger: 'item', valueFormatter: (v: unknown) => formatValue(Number(v), unit) },
    series: [
      {
        type: 'pie',
        name: spec.config.series[0]!.name,
        radius: donut ? ['42%', narrow ? '62%' : '68%'] : ['0%', narrow ? '62%' : '68%'],
        center: ['50%', narrow ? '40%' : '45%'],
        data: spec.rows.map(([name, value]) => ({ name, value })),
        // On a phone the names would be cut at the edges: the legend below gives name and share instead.
        label: { show: !narrow, formatter: (p: { name: string; percent?: number }) => `${p.name}: ${formatPercent(p.percent)}`, color: CHART_TEXT },
      },
    ],
  }
}

/**
 * Room under the plot for the axis labels, the axis name and the legend. On a phone the legend's
 * long series names take a line each (they overlapped the axis name when counted as one line).
 */
function gridBottom(seriesCount: number, narrow: boolean, horizontal: boolean): number {
  const axis = 48 + (narrow && !horizontal ? 40 : 0)
  if (seriesCount < 2) return axis
  const legendLines = narrow ? seriesCount : 1
  return axis + 8 + 24 * legendLines
}

function cartesianOption(spec: ChartSpec, settings: OptionSettings): EChartsCoreOption {
  const { config, rows } = spec
  const horizontal = config.horizontal === true && config.type !== 'line'
  const narrow = settings.narrow === true
  const categories = rows.map(([name]) => name)
  const axisLine = { lineStyle: { color: CHART_AXIS } }
  const categoryAxis = {
    type: 'category',
    data: categories,
    name: horizontal ? config.yAxisLabel : config.xAxisLabel,
    nameLocation: 'middle',
    nameGap: horizontal ? 110 : 32,
    // Rows read top to bottom in the order of the data (ECharts starts a vertical axis at the bottom).
    inverse: horizontal,
    axisLine,
    // Long names wrap instead of being cut; on a phone the categories of a column chart slant.
    axisLabel: {
      color: CHART_TEXT,
      interval: horizontal ? 0 : 'auto',
      width: horizontal ? 100 : undefined,
      overflow: 'break',
      rotate: !horizontal && narrow && categories.length > 4 ? 40 : 0,
    },
  }
  const valueAxis = {
    type: 'value',
    name: horizontal ? config.xAxisLabel : config.yAxisLabel,
    nameLocation: 'middle',
    nameGap: horizontal ? 32 : 64,
    axisLine,
    axisLabel: { color: CHART_TEXT, formatter: (v: number) => formatNumber(v) },
    splitLine: { lineStyle: { color: '#D9DADB' } },
  }
  const series = config.series.map((s, i) => {
    const data = rows.map((row) => row[i + 1] as number | null)
    if (config.type === 'line') {
      return {
        type: 'line',
        name: s.name,
        data,
        symbol: SYMBOLS[i % SYMBOLS.length],
        symbolSize: 7,
        lineStyle: { width: 2.5, type: LINE_TYPES[i % LINE_TYPES.length] },
      }
    }
    return { type: 'bar', name: s.name, data, stack: config.type === 'stackedBar' ? 'totale' : undefined, barMaxWidth: 48 }
  })
  return {
    ...common(spec, settings),
    grid: { left: horizontal ? 120 : narrow ? 56 : 80, right: narrow ? 12 : 24, top: 24, bottom: gridBottom(config.series.length, narrow, horizontal), containLabel: false },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: config.type === 'line' ? 'line' : 'shadow' },
      valueFormatter: (v: unknown) => formatValue(v == null ? null : Number(v), unitOf(spec, 0)),
    },
    xAxis: horizontal ? valueAxis : categoryAxis,
    yAxis: horizontal ? categoryAxis : valueAxis,
    series,
  }
}

/** The ECharts option for a validated chart: built only from our own keys and values. */
export function toEChartsOption(spec: ChartSpec, settings: OptionSettings = {}): EChartsCoreOption {
  return isPie(spec.config) ? pieOption(spec, settings) : cartesianOption(spec, settings)
}

/** Height of the chart box: fixed, so the server placeholder and the drawn chart match (no layout shift). */
export function chartHeight(spec: ChartSpec): number {
  if (spec.config.horizontal && spec.config.type !== 'line' && !isPie(spec.config)) {
    return Math.max(320, spec.rows.length * 36 + 120)
  }
  return isPie(spec.config) ? 380 : 400
}
