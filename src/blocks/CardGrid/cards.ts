import { freshBadge } from '@/content/badges'
import { resolveLink, safeHref } from '@/content/links'
import { pathFor } from '@/content/paths'
import { formatSizeMB } from '@/content/sizes'
import type { CardView } from '@/components/card/Card'
import type { CardGridBlock, Guideline, News, Resource } from '@/payload-types'

export type ManualCard = NonNullable<CardGridBlock['cards']>[number]

const dated = (label: string, value: string | null | undefined) => (value ? { label, value } : null)

function fileFacts(format: string | null | undefined, size: number | null | undefined): string[] {
  return [format?.trim().toUpperCase() ?? '', formatSizeMB(size)].filter(Boolean)
}

export function manualCard(card: ManualCard, index: number, type: CardGridBlock['cardType']): CardView {
  const base = { key: card.id ?? index, title: card.title, text: card.text, image: card.image }
  if (type === 'attachment') {
    return { ...base, href: safeHref(card.file?.url), facts: fileFacts(card.file?.format, card.file?.size) }
  }
  return { ...base, href: resolveLink(card.link), target: card.link?.target, facts: [] }
}

export function newsCard(item: News, now: Date): CardView {
  const external = safeHref(item.externalLink)
  return {
    key: item.id,
    title: item.title,
    text: item.summary,
    href: external ?? pathFor('news', item),
    target: external ? '_blank' : null,
    image: item.image,
    badge: freshBadge(item, now),
    facts: item.category ? [item.category] : [],
    date: dated('Aggiornato', item.customUpdateDate ?? item.updatedAt),
  }
}

export function resourceCard(item: Resource, now: Date): CardView {
  return {
    key: item.id,
    title: item.title,
    text: item.summary,
    href: pathFor('resources', item),
    badge: freshBadge(item, now),
    facts: [],
    date: dated('Pubblicato', item.data),
  }
}

export function guidelineCard(item: Guideline, now: Date): CardView {
  return {
    key: item.id,
    title: item.title,
    text: item.descrizione,
    href: safeHref(item.allegato?.url),
    badge: freshBadge(item, now),
    facts: fileFacts(item.allegato?.format, item.allegato?.size),
    date: dated('Aggiornato', item.customUpdateDate),
  }
}
