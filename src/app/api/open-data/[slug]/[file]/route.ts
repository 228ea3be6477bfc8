import { siteUrl } from '@/cms/env'
import { tableRecords } from '@/open-data/catalogue/tables'
import { publisher } from '@/open-data/catalogue/catalogue'
import { dataPackage } from '@/open-data/catalogue/datapackage'
import { datasetTurtle, TURTLE_HEADERS } from '@/open-data/catalogue/dcat'
import { NON_DOCUMENT_POLICY } from '@/ops/csp-policy.cjs'
import { datasetMeta, publishedDataset, tableResources } from '@/open-data/catalogue/meta'

type Context = { params: Promise<{ slug: string; file: string }> }

const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/
const JSON_TABLE = /^([a-z][a-z0-9-]{1,59})\.json$/
const JSON_HEADERS = { 'Content-Security-Policy': NON_DOCUMENT_POLICY, 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'public, max-age=60' }

const notFound = (message: string) => Response.json({ message }, { status: 404, headers: { 'Cache-Control': 'no-store' } })

/**
 * An open data page's machine-readable files: dcat.ttl (DCAT-AP_IT), datapackage.json
 * (Frictionless) and <chart>.json (a chart's table; its CSV is /api/charts/...).
 */
export async function GET(_request: Request, { params }: Context) {
  const { slug, file } = await params
  if (!SLUG.test(slug)) return notFound('Dataset non trovato.')
  const doc = await publishedDataset(slug)
  if (!doc) return notFound('Dataset non trovato.')
  const origin = siteUrl()
  const { meta, tables } = datasetMeta(doc, origin)
  if (file === 'dcat.ttl') return new Response(datasetTurtle(meta, publisher(), origin), { headers: TURTLE_HEADERS })
  // A data package has at least one resource: a page without charts has none to describe.
  if (file === 'datapackage.json' && !tables.length) return notFound('Questo dataset non ha tabelle da descrivere.')
  if (file === 'datapackage.json') return Response.json(dataPackage(meta, tableResources(tables, origin)), { headers: JSON_HEADERS })
  const anchor = JSON_TABLE.exec(file)?.[1]
  const table = anchor ? tables.find((t) => t.anchor === anchor) : undefined
  if (!table) return notFound('File non trovato.')
  return Response.json(tableRecords(table.spec), {
    headers: { ...JSON_HEADERS, 'Content-Disposition': `attachment; filename="${table.anchor}.json"` },
  })
}
