import type { NextRequest } from 'next/server'
import { filteredAvvisi } from '@/blocks/AnnouncementsGrid/archive'
import { siteUrl } from '@/cms/env'
import { avvisiCalendar, feedQuery } from '@/programme/avvisi-feeds'

export const dynamic = 'force-dynamic'

/** /avvisi/calendario.ics?stato=…&misura=…&beneficiario=…&promotore=…: the avvisi's openings and deadlines, to subscribe to. */
export async function GET(request: NextRequest) {
  const ics = avvisiCalendar(await filteredAvvisi(feedQuery(request.nextUrl.searchParams)), siteUrl())
  return new Response(ics, {
    headers: { 'Content-Type': 'text/calendar; charset=utf-8', 'Content-Disposition': 'inline; filename="avvisi.ics"', 'Cache-Control': 'public, max-age=900' },
  })
}
