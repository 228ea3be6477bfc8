import type { Metadata } from 'next'
import { ServerErrorContent } from '@/app/(site)/_templates/ServerErrorContent'

// Rendered at build time and kept: it must answer even when the database does not.
export const dynamic = 'force-static'
export const revalidate = false

export const metadata: Metadata = { title: 'Errore del server', robots: { index: false, follow: false } }

/** The framed Italian error page the Node server sends, with status 500, for a page that failed to render. */
export default function ServerErrorPage() {
  return <ServerErrorContent />
}
