import type { MetadataRoute } from 'next'
import { siteUrl } from '@/cms/env'

/**
 * The editorial area, the API and search stay out of crawlers; the open data catalogue and its
 * files (DCAT-AP_IT, datapackage, CSV and JSON of charts and tables) are for harvesters: a longer
 * Allow wins over the shorter Disallow (RFC 9309).
 */
const OPENDATA_PATHS = ['/api/open-data/', '/api/charts/', '/api/tabelle/']

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: ['/', ...OPENDATA_PATHS], disallow: ['/admin', '/cms-api', '/api', '/cerca'] },
    sitemap: `${siteUrl()}/sitemap.xml`,
  }
}
