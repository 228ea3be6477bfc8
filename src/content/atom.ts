import { escapeMarkup } from './escape'
import type { FeedItem } from './rss'

/** Atom 1.0 for the news section (same items as the RSS). Pure: the route passes the items. */
export function atomFeed(
  feed: { title: string; subtitle: string; origin: string; path: string; author: string; link?: string },
  items: (FeedItem & { updated?: string })[],
): string {
  const self = escapeMarkup(feed.origin + feed.path)
  const updated = items.map((i) => i.updated ?? i.date).sort().at(-1) ?? new Date(0).toISOString()
  const entries = items.map((item) => {
    const url = escapeMarkup(`${feed.origin}${item.path}`)
    return [
      '<entry>',
      `<title>${escapeMarkup(item.title)}</title>`,
      `<link rel="alternate" type="text/html" href="${url}"/>`,
      `<id>${url}</id>`,
      `<published>${new Date(item.date).toISOString()}</published>`,
      `<updated>${new Date(item.updated ?? item.date).toISOString()}</updated>`,
      item.summary ? `<summary>${escapeMarkup(item.summary)}</summary>` : '',
      '</entry>',
    ].join('')
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="it">',
    `<title>${escapeMarkup(feed.title)}</title>`,
    `<subtitle>${escapeMarkup(feed.subtitle)}</subtitle>`,
    `<link rel="self" type="application/atom+xml" href="${self}"/>`,
    `<link rel="alternate" type="text/html" href="${escapeMarkup(feed.origin)}${escapeMarkup(feed.link ?? '/notizie')}"/>`,
    `<id>${self}</id>`,
    `<updated>${new Date(updated).toISOString()}</updated>`,
    `<author><name>${escapeMarkup(feed.author)}</name></author>`,
    ...entries,
    '</feed>',
  ].join('\n')
}
