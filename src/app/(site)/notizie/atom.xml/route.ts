import { siteUrl } from '@/cms/env'
import { atomFeed } from '@/content/atom'
import { feedNews } from '@/content/routed'
import { pathFor } from '@/content/paths'
import { SITE_NAME } from '@/content/site'

/** Atom feed of the news (published only), the latest 50, newest first; revalidated with the feeds tag. */
export async function GET() {
  const news = await feedNews()
  const xml = atomFeed(
    { title: `Notizie · ${SITE_NAME}`, subtitle: 'Le notizie del programma', origin: siteUrl(), path: '/notizie/atom.xml', author: SITE_NAME },
    news.map((n) => ({ title: n.title, path: pathFor('news', n), summary: n.summary, date: n.customUpdateDate ?? n.createdAt, updated: n.updatedAt })),
  )
  return new Response(xml, { headers: { 'Content-Type': 'application/atom+xml; charset=utf-8' } })
}
