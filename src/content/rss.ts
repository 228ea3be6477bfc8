/** RSS 2.0 for the news section. Pure: the route passes the items. */

export type FeedItem = { title: string; path: string; summary?: string | null; date: string }

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]!)
}

export function rssFeed(channel: { title: string; description: string; origin: string; path: string }, items: FeedItem[]): string {
  const entries = items.map((item) => {
    const url = escapeXml(`${channel.origin}${item.path}`)
    return [
      '<item>',
      `<title>${escapeXml(item.title)}</title>`,
      `<link>${url}</link>`,
      `<guid isPermaLink="true">${url}</guid>`,
      `<pubDate>${new Date(item.date).toUTCString()}</pubDate>`,
      item.summary ? `<description>${escapeXml(item.summary)}</description>` : '',
      '</item>',
    ].join('')
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>',
    `<title>${escapeXml(channel.title)}</title>`,
    `<link>${escapeXml(channel.origin)}/notizie</link>`,
    `<description>${escapeXml(channel.description)}</description>`,
    '<language>it-IT</language>',
    `<atom:link href="${escapeXml(channel.origin + channel.path)}" rel="self" type="application/rss+xml"/>`,
    ...entries,
    '</channel></rss>',
  ].join('\n')
}
