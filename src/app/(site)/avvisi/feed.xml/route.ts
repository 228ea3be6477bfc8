import type { NextRequest } from 'next/server'
import { filteredAvvisi } from '@/blocks/AnnouncementsGrid/archive'
import { siteUrl } from '@/cms/env'
import { AVVISI_RSS_PATH, avvisiFeedItems, feedQuery, feedSearch } from '@/programme/avvisi-feeds'
import { AVVISI_PATH } from '@/content/paths'
import { rssFeed } from '@/content/rss'
import { SITE_NAME } from '@/content/site'

export const dynamic = 'force-dynamic'

/** RSS of the avvisi, the latest opened first, with the /avvisi filters. */
export async function GET(request: NextRequest) {
  const query = feedQuery(request.nextUrl.searchParams)
  const xml = rssFeed(
    { title: `Avvisi · ${SITE_NAME}`, description: 'I nuovi avvisi di finanziamento del programma', origin: siteUrl(), path: AVVISI_RSS_PATH + feedSearch(query), link: AVVISI_PATH + feedSearch(query) },
    avvisiFeedItems(await filteredAvvisi(query)),
  )
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'public, max-age=900' } })
}
