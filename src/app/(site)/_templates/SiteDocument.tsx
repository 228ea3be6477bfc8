import type { ReactNode } from 'react'
import { Footer } from '@/components/layout/Footer'
import { Header } from '@/components/layout/Header'
import { HydratedMark } from '@/components/layout/HydratedMark.client'
import { LegacyFragmentRedirect } from '@/components/layout/LegacyFragmentRedirect.client'
import { SkipLinks } from '@/components/layout/SkipLinks'
import { loadFrame } from '@/content/frame'
import { titillium } from '@/styles/fonts'
import { analyticsOrigin } from '@/integrations/analytics/tracking'
import { env } from '@/cms/env'
import { WebAnalytics } from '@/integrations/analytics/WebAnalytics.client'

/** The public site's document and frame: the (site) layout and the server-rendered 404 (global-not-found). */
export async function SiteDocument({ children }: { children: ReactNode }) {
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
        {frame.analyticsSiteId && <WebAnalytics siteId={frame.analyticsSiteId} origin={analyticsOrigin(env().WAI_URL)} />}
        <HydratedMark />
      </body>
    </html>
  )
}
