/**
 * The server-drawn images of a chart (svg.ts draws them, the charts route serves them), one per
 * layout: the widest first, each with the screens it is for. Shared by the server and ChartView.
 */
export const CHART_IMAGES = [
  { size: 'largo', width: 1100, media: '(min-width: 1200px)' },
  { size: 'medio', width: 720, media: '(min-width: 576px)' },
  { size: 'stretto', width: 340, media: 'all' },
] as const

export type ChartImageSize = (typeof CHART_IMAGES)[number]['size']
export type ChartImage = { src: string; media: string }

export const isChartImageSize = (value: string): value is ChartImageSize => CHART_IMAGES.some((i) => i.size === value)

/** /api/charts/<page path>/<anchor>.<file>: the chart's CSV and images (see app/api/charts). */
export function chartFileHref(pagePath: string, anchor: string, file: string): string {
  const page = pagePath.replace(/^\/+|\/+$/g, '')
  return `/api/charts/${page ? `${page}/` : ''}${anchor}.${file}`
}

/** Where the CSV of a chart is served: /api/charts/<page path>/<anchor>.csv (see app/api/charts). */
export const csvHref = (pagePath: string, anchor: string) => chartFileHref(pagePath, anchor, 'csv')
