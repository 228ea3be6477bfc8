import { siteUrl } from '@/cms/env'
import { publisher } from '@/open-data/catalogue/catalogue'
import { catalogueTurtle, TURTLE_HEADERS } from '@/open-data/catalogue/dcat'
import { catalogueOf, publishedDatasets } from '@/open-data/catalogue/meta'

export const dynamic = 'force-dynamic'

/** GET /api/open-data/catalogo.ttl: every open data page with files in DCAT-AP_IT (Turtle), for dati.gov.it to harvest. */
export async function GET() {
  const origin = siteUrl()
  const { info, metas } = catalogueOf(await publishedDatasets(), origin)
  return new Response(catalogueTurtle(info, metas, publisher(), origin), { headers: TURTLE_HEADERS })
}
