import { siteUrl } from '@/cms/env'
import { publisher } from '@/open-data/catalogue/catalogue'
import { catalogueTurtle, TURTLE_HEADERS } from '@/open-data/catalogue/dcat'
import { SITE_NAME } from '@/content/site'
import { datasetMeta, publishedDatasets } from '@/open-data/catalogue/meta'

export const dynamic = 'force-dynamic'

/** GET /api/open-data/catalogo.ttl: every open data page with files in DCAT-AP_IT (Turtle), for dati.gov.it to harvest. */
export async function GET() {
  const origin = siteUrl()
  // DCAT-AP_IT requires a distribution: a page without data files is not a dataset to harvest.
  const metas = (await publishedDatasets()).map((doc) => datasetMeta(doc, origin).meta).filter((m) => m.distributions.length > 0)
  const modified = metas.map((m) => m.modified).sort().at(-1) ?? new Date().toISOString()
  const info = { title: `Open data · ${SITE_NAME}`, description: `I dataset pubblicati dal sito ${SITE_NAME}.`, homepage: `${origin}/open-data`, modified }
  return new Response(catalogueTurtle(info, metas, publisher(), origin), { headers: TURTLE_HEADERS })
}
