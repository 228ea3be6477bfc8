import type { EChartsCoreOption } from 'echarts/core'
import { formatNumber, formatValue } from './format'
import { CHART_AXIS, CHART_TEXT, SERIES_COLORS } from './palette'
import { type ChartSpec, isPie } from './spec'

export type OptionSettings = { reducedMotion: boolean }

/** Line styles differ per series, so lines are told apart without colour too. */
const LINE_TYPES = ['solid', 'dashed', 'dotted'] as const
const SYMBOLS = ['circle', 'rect', 'triangle', 'diamond'] as const

const textStyle = { fontFamily: '"Titillium Web", Geneva, Tahoma, sans-serif', color: CHART_TEXT, fontSize: 14 }

function common(spec: ChartSpec, settings: OptionSettings): EChartsCoreOption {
  return {
    animation: !settings.reducedMotion,
    color: [...SERIES_COLORS],
    textStyle,
    // Our own aria-label (the summary) sits on the container; ECharts adds the decal patterns.
    aria: { enabled: true, label: { enabled: false }, decal: { show: true } },
    legend: { show: spec.config.series.length > 1 || isPie(spec.config), bottom: 0, type: 'scroll', textStyle },
  }
}

function unitOf(spec: ChartSpec, index: number): string | undefined {
  return spec.config.series[index]?.unit
}

function pieOption(spec: ChartSpec, settings: OptionSettings): EChartsCoreOption {
  const donut = spec.config.type === 'donut'
  const unit = unitOf(spec, 0)
  return {
    ...common(spec, settings),
    tooltip: { trigger: 'item', valueFormatter: (v: unknown) => formatValue(Number(v), unit) },
    series: [
      {
        type: 'pie',
        name: spec.config.series[0]!.name,
        radius: donut ? ['42%', '68%'] : ['0%', '68%'],
        center: ['50%', '45%'],
        data: spec.rows.map(([name, value]) => ({ name, value })),
        label: { formatter: '{b}: {d}%', color: CHART_TEXT },
      },
    ],
  }
}

function cartesianOption(spec: ChartSpec, settings: OptionSettings): EChartsCoreOption {
  const { config, rows } = spec
  const horizontal = config.horizontal === true && config.type !== 'line'
  const categories = rows.map(([name]) => name)
  const axisLine = { lineStyle: { color: CHART_AXIS } }
  const categoryAxis = {
    type: 'category',
    data: categories,
    name: horizontal ? config.yAxisLabel : config.xAxisLabel,
    nameLocation: 'middle',
    nameGap: horizontal ? 110 : 32,
    axisLine,
    axisLabel: { color: CHART_TEXT, interval: horizontal ? 0 : 'auto', width: horizontal ? 100 : undefined, overflow: 'truncate' },
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
    grid: { left: horizontal ? 120 : 80, right: 24, top: 24, bottom: config.series.length > 1 ? 72 : 48, containLabel: false },
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
export function toEChartsOption(spec: ChartSpec, settings: OptionSettings): EChartsCoreOption {
  return isPie(spec.config) ? pieOption(spec, settings) : cartesianOption(spec, settings)
}

/** Height of the chart box: fixed, so the server placeholder and the drawn chart match (no layout shift). */
export function chartHeight(spec: ChartSpec): number {
  if (spec.config.horizontal && spec.config.type !== 'line' && !isPie(spec.config)) {
    return Math.max(320, spec.rows.length * 36 + 120)
  }
  return isPie(spec.config) ? 380 : 400
}
