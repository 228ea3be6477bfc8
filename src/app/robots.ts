import type { MetadataRoute } from 'next'
import { siteUrl } from '@/cms/env'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/cms-api', '/api', '/cerca'] },
    sitemap: `${siteUrl()}/sitemap.xml`,
  }
}
