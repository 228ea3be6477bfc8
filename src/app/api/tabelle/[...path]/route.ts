import { resolvePath } from '@/content/resolve'
import { dataTableCsv, dataTableRecords, dataTables } from '@/open-data/catalogue/data-tables'
import { NON_DOCUMENT_POLICY } from '@/ops/csp-policy.cjs'

type Context = { params: Promise<{ path: string[] }> }

const FILE_NAME = /^([a-z0-9][a-z0-9-]{0,59})\.(csv|json)$/
const SEGMENT = /^[a-z0-9][a-z0-9-]{0,99}$/

const notFound = (message = 'Tabella non trovata.') => Response.json({ message }, { status: 404, headers: { 'Cache-Control': 'no-store' } })

/**
 * GET /api/tabelle/<page path>/<table name>.csv|json: the data of a table block, as the page's
 * «Scarica i dati» links and the open data catalogue offer it. Open data: any site may read it (CORS).
 */
export async function GET(_request: Request, { params }: Context) {
  const segments = (await params).path
  const match = FILE_NAME.exec(segments.at(-1) ?? '')
  const page = segments.slice(0, -1)
  if (!match || page.length > 6 || !page.every((s) => SEGMENT.test(s))) return notFound()
  const resolved = await resolvePath(page)
  if (resolved?.kind !== 'doc') return notFound('Pagina non trovata.')
  const table = dataTables((resolved.doc as { body?: unknown }).body, `/${page.join('/')}`).find((t) => t.anchor === match[1])
  if (!table) return notFound()
  const headers = {
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': NON_DOCUMENT_POLICY,
    'Access-Control-Allow-Origin': '*',
    'Cache-Control': 'public, max-age=60',
    'Content-Disposition': `attachment; filename="${table.anchor}.${match[2]}"`,
  }
  if (match[2] === 'json') return Response.json(dataTableRecords(table), { headers })
  return new Response(dataTableCsv(table), { headers: { ...headers, 'Content-Type': 'text/csv; charset=utf-8' } })
}
