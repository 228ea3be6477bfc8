/** RSS 2.0 for the news section and the avvisi (`link`: the section's page). Pure: the route passes the items. */
import { escapeMarkup } from './escape'

export type FeedItem = { title: string; path: string; summary?: string | null; date: string }

export function rssFeed(channel: { title: string; description: string; origin: string; path: string; link?: string }, items: FeedItem[]): string {
  const entries = items.map((item) => {
    const url = escapeMarkup(`${channel.origin}${item.path}`)
    return [
      '<item>',
      `<title>${escapeMarkup(item.title)}</title>`,
      `<link>${url}</link>`,
      `<guid isPermaLink="true">${url}</guid>`,
      `<pubDate>${new Date(item.date).toUTCString()}</pubDate>`,
      item.summary ? `<description>${escapeMarkup(item.summary)}</description>` : '',
      '</item>',
    ].join('')
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>',
    `<title>${escapeMarkup(channel.title)}</title>`,
    `<link>${escapeMarkup(channel.origin)}${escapeMarkup(channel.link ?? '/notizie')}</link>`,
    `<description>${escapeMarkup(channel.description)}</description>`,
    '<language>it-IT</language>',
    `<atom:link href="${escapeMarkup(channel.origin + channel.path)}" rel="self" type="application/rss+xml"/>`,
    ...entries,
    '</channel></rss>',
  ].join('\n')
}
