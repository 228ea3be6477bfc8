import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import '@/styles/site.scss'
import { titillium } from '@/styles/fonts'
import { Footer } from '@/components/layout/Footer'
import { Header } from '@/components/layout/Header'
import { LegacyFragmentRedirect } from '@/components/layout/LegacyFragmentRedirect.client'
import { SkipLinks } from '@/components/layout/SkipLinks'
import { siteUrl } from '@/cms/env'
import { loadFrame } from '@/content/frame'
import { FEED_ALTERNATE } from '@/content/metadata'
import { SITE_DESCRIPTION, SITE_NAME } from '@/content/site'
import { analyticsOrigin } from '@/integrations/analytics/tracking'
import { WebAnalytics } from '@/integrations/analytics/WebAnalytics.client'

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { default: SITE_NAME, template: `%s | ${SITE_NAME}` },
  description: SITE_DESCRIPTION,
  formatDetection: { telephone: false },
  alternates: { types: FEED_ALTERNATE },
}

export const viewport: Viewport = { themeColor: '#0066cc', width: 'device-width', initialScale: 1 }

export default async function SiteLayout({ children }: { children: ReactNode }) {
  const frame = await loadFrame()
  return (
    <html lang="it" className={titillium.variable}>
      <body>
        <SkipLinks />
        <Header frame={frame} />
        <main id="main-content" className="sito-main" tabIndex={-1}>
          {children}
        </main>
        <Footer frame={frame} />
        <LegacyFragmentRedirect />
        {frame.analyticsSiteId && <WebAnalytics siteId={frame.analyticsSiteId} origin={analyticsOrigin()} />}
      </body>
    </html>
  )
}
