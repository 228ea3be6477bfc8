import { siteUrl } from '@/cms/env'
import { atomFeed } from '@/content/atom'
import { listRouted } from '@/content/routed'
import { pathFor } from '@/content/paths'
import { SITE_NAME } from '@/content/site'

/** Atom feed of the news (published only), newest first; revalidated with the site. */
export async function GET() {
  const news = await listRouted('news', '-customUpdateDate')
  const xml = atomFeed(
    { title: `Notizie · ${SITE_NAME}`, subtitle: 'Le notizie del programma', origin: siteUrl(), path: '/notizie/atom.xml', author: SITE_NAME },
    news.map((n) => ({ title: n.title, path: pathFor('news', n), summary: n.summary, date: n.customUpdateDate ?? n.createdAt, updated: n.updatedAt })),
  )
  return new Response(xml, { headers: { 'Content-Type': 'application/atom+xml; charset=utf-8' } })
}
