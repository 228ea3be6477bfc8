import { findChart } from '@/open-data/chart/find'
import { buildCsv, csvFileName } from '@/open-data/chart/csv'
import { parseChartSpec } from '@/open-data/chart/spec'
import { isChartImageSize } from '@/open-data/chart/images'
import { cachedChartSvg } from '@/open-data/chart/svg'
import { chartVersion } from '@/open-data/chart/version'
import { isPreview } from '@/content/preview'
import { resolvePath } from '@/content/resolve'

type Context = { params: Promise<{ path: string[] }> }

/** <anchor>.csv, or <anchor>.<size>.svg (size: stretto, medio, largo). */
const FILE_NAME = /^([a-z][a-z0-9-]{1,59})\.(?:csv|([a-z]+)\.svg)$/
const SEGMENT = /^[a-z0-9][a-z0-9-]{0,99}$/

function notFound(message = 'Grafico non trovato.') {
  return Response.json({ message }, { status: 404 })
}

/**
 * GET /api/charts/<page path>/<chart anchor>.csv: the data of a chart block, as the
 * server-rendered «Scarica i dati (CSV)» link downloads it (works without JavaScript).
 * GET /api/charts/<page path>/<chart anchor>.<size>.svg?v=<version>: the chart drawn on the
 * server, the image the page shows until ECharts takes over.
 */
export async function GET(request: Request, { params }: Context) {
  const segments = (await params).path
  const match = FILE_NAME.exec(segments.at(-1) ?? '')
  const page = segments.slice(0, -1)
  if (!match || page.length > 6 || !page.every((s) => SEGMENT.test(s))) return notFound()
  const anchor = match[1]!
  const size = match[2] // undefined for the CSV
  if (size !== undefined && !isChartImageSize(size)) return notFound()
  const resolved = await resolvePath(page)
  if (resolved?.kind !== 'doc') return notFound('Pagina non trovata.')
  const block = findChart<{ chartData?: { config?: unknown; data?: unknown } }>((resolved.doc as { body?: unknown }).body, anchor)
  if (!block) return notFound()
  const spec = parseChartSpec(block.chartData)
  if (!spec.ok) return notFound('I dati di questo grafico non sono disponibili.')
  const common = { 'X-Content-Type-Options': 'nosniff' }
  if (size === undefined) {
    return new Response(buildCsv(spec.value), {
      headers: {
        ...common,
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${csvFileName(anchor)}"`,
        'Cache-Control': 'public, max-age=60',
      },
    })
  }
  // The address names the version it shows: kept for good while the chart is unchanged.
  const version = chartVersion(spec.value)
  const current = new URL(request.url).searchParams.get('v') === version
  const cache = (await isPreview()) ? 'private, no-store' : current ? 'public, max-age=31536000, immutable' : 'public, max-age=60'
  return new Response(cachedChartSvg(spec.value, size, version), {
    headers: {
      ...common,
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': cache,
    },
  })
}
