import { BarChart, LineChart, PieChart } from 'echarts/charts'
import { AriaComponent, GridComponent, LegendPlainComponent } from 'echarts/components'
import * as echarts from 'echarts/core'
import { SVGRenderer } from 'echarts/renderers'
import { chartHeight, NARROW_PX, toEChartsOption } from './options'
import { CHART_IMAGES, type ChartImageSize } from './images'
import type { ChartSpec } from './spec'
import { chartVersion } from './version'

echarts.use([BarChart, LineChart, PieChart, AriaComponent, GridComponent, LegendPlainComponent, SVGRenderer])

/**
 * The chart as a standalone SVG document (ECharts' server rendering, no animation), at the width
 * of one layout: the page shows it at first paint, also without JavaScript, and ECharts itself
 * loads only when the visitor uses the chart (ChartView).
 */
export function chartSvg(spec: ChartSpec, size: ChartImageSize): string {
  const width = CHART_IMAGES.find((i) => i.size === size)!.width
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width, height: chartHeight(spec) })
  try {
    // A still image: no tooltip (ECharts brings it when it takes over).
    const { tooltip: _, ...option } = toEChartsOption(spec, { narrow: width < NARROW_PX })
    chart.setOption(option)
    return chart.renderToSVGString({ useViewBox: true })
  } finally {
    chart.dispose()
  }
}

const drawn = new Map<string, string>()
const DRAWN_MAX = 200

/** chartSvg, remembered per version and size: the same chart is the same drawing on any instance. */
export function cachedChartSvg(spec: ChartSpec, size: ChartImageSize, version = chartVersion(spec)): string {
  const key = `${version}|${size}`
  let svg = drawn.get(key)
  if (svg === undefined) {
    svg = chartSvg(spec, size)
    if (drawn.size >= DRAWN_MAX) drawn.delete(drawn.keys().next().value!)
    drawn.set(key, svg)
  }
  return svg
}
