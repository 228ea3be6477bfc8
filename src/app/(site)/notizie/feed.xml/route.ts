import { siteUrl } from '@/cms/env'
import { feedNews } from '@/content/routed'
import { pathFor } from '@/content/paths'
import { rssFeed } from '@/content/rss'
import { SITE_NAME } from '@/content/site'

/** RSS of the news, the latest 50, newest first; revalidated with the feeds tag.when content changes. */
export async function GET() {
  const news = await feedNews()
  const xml = rssFeed(
    { title: `Notizie · ${SITE_NAME}`, description: 'Le notizie del programma', origin: siteUrl(), path: '/notizie/feed.xml' },
    news.map((n) => ({ title: n.title, path: pathFor('news', n), summary: n.summary, date: n.customUpdateDate ?? n.createdAt })),
  )
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } })
}
