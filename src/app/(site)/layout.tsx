import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import '@/styles/site.scss'
import { SiteDocument } from '@/app/(site)/_templates/SiteDocument'
import { siteUrl } from '@/cms/env'
import { FEED_ALTERNATE } from '@/content/metadata'
import { SITE_DESCRIPTION, SITE_NAME } from '@/content/site'

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { default: SITE_NAME, template: `%s | ${SITE_NAME}` },
  description: SITE_DESCRIPTION,
  formatDetection: { telephone: false },
  alternates: { types: FEED_ALTERNATE },
}

export const viewport: Viewport = { themeColor: '#0066cc', width: 'device-width', initialScale: 1 }

export default function SiteLayout({ children }: { children: ReactNode }) {
  return <SiteDocument>{children}</SiteDocument>
}
