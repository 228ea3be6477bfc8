import type { NextRequest } from 'next/server'
import { filteredAvvisi } from '@/blocks/AnnouncementsGrid/archive'
import { siteUrl } from '@/cms/env'
import { atomFeed } from '@/content/atom'
import { AVVISI_ATOM_PATH, avvisiFeedItems, feedQuery, feedSearch } from '@/programme/avvisi-feeds'
import { AVVISI_PATH } from '@/content/paths'
import { SITE_NAME } from '@/content/site'

export const dynamic = 'force-dynamic'

/** Atom of the avvisi (the same items as the RSS), with the /avvisi filters. */
export async function GET(request: NextRequest) {
  const query = feedQuery(request.nextUrl.searchParams)
  const xml = atomFeed(
    { title: `Avvisi · ${SITE_NAME}`, subtitle: 'I nuovi avvisi di finanziamento del programma', origin: siteUrl(), path: AVVISI_ATOM_PATH + feedSearch(query), author: SITE_NAME, link: AVVISI_PATH + feedSearch(query) },
    avvisiFeedItems(await filteredAvvisi(query)),
  )
  return new Response(xml, { headers: { 'Content-Type': 'application/atom+xml; charset=utf-8', 'Cache-Control': 'public, max-age=900' } })
}
