import type { Metadata, Viewport } from 'next'
import '@/styles/site.scss'
import { NotFoundContent } from '@/app/(site)/_templates/NotFoundContent'
import { SiteDocument } from '@/app/(site)/_templates/SiteDocument'
import { siteUrl } from '@/cms/env'
import { SITE_DESCRIPTION, SITE_NAME } from '@/content/site'

/**
 * The 404 that Next renders on the server (also without JavaScript), in the site's frame: unmatched
 * URLs, and paths the catch-all route would not find (rewritten here, see src/ops/http/missing-page.ts).
 */
export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: `Pagina non trovata | ${SITE_NAME}`,
  description: SITE_DESCRIPTION,
  formatDetection: { telephone: false },
}

export const viewport: Viewport = { themeColor: '#0066cc', width: 'device-width', initialScale: 1 }

export default function GlobalNotFound() {
  return (
    <SiteDocument>
      <NotFoundContent />
    </SiteDocument>
  )
}
