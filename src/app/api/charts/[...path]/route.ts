import { findChart } from '@/blocks/Chart/find'
import { buildCsv, csvFileName } from '@/blocks/Chart/csv'
import { parseChartSpec } from '@/blocks/Chart/spec'
import { resolvePath } from '@/content/resolve'

type Context = { params: Promise<{ path: string[] }> }

const CSV_NAME = /^([a-z][a-z0-9-]{1,59})\.csv$/
const SEGMENT = /^[a-z0-9][a-z0-9-]{0,99}$/

function notFound(message = 'Grafico non trovato.') {
  return Response.json({ message }, { status: 404 })
}

/**
 * GET /api/charts/<page path>/<chart anchor>.csv: the data of a chart block, as the
 * server-rendered «Scarica i dati (CSV)» link downloads it (works without JavaScript).
 */
export async function GET(_request: Request, { params }: Context) {
  const segments = (await params).path
  const match = CSV_NAME.exec(segments.at(-1) ?? '')
  const page = segments.slice(0, -1)
  if (!match || page.length > 6 || !page.every((s) => SEGMENT.test(s))) return notFound()
  const resolved = await resolvePath(page)
  if (resolved?.kind !== 'doc') return notFound('Pagina non trovata.')
  const block = findChart<{ chartData?: { config?: unknown; data?: unknown } }>(
    (resolved.doc as { body?: unknown }).body,
    match[1]!,
  )
  if (!block) return notFound()
  const spec = parseChartSpec(block.chartData)
  if (!spec.ok) return notFound('I dati di questo grafico non sono disponibili.')
  return new Response(buildCsv(spec.value), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${csvFileName(match[1]!)}"`,
      'Cache-Control': 'public, max-age=60',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
