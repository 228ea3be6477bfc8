import type { Where } from 'payload'
import type { Faq, FaqListBlock } from '@/payload-types'

export const FAQ_LIST_EMPTY = 'Non ci sono domande frequenti al momento'

const idOf = (ref: number | { id: number }) => (typeof ref === 'object' ? ref.id : ref)

/**
 * What to ask the CMS for: every FAQ (optionally of one category), or only the chosen
 * ones (still filtered by the category, if set). Null when nothing can match.
 */
export function faqListWhere(block: Pick<FaqListBlock, 'source' | 'category' | 'faqs'>): Where | null {
  const conditions: Where[] = block.category ? [{ category: { equals: block.category } }] : []
  if (block.source === 'selezione') {
    const ids = (block.faqs ?? []).map(idOf)
    if (ids.length === 0) return null
    conditions.push({ id: { in: ids } })
  }
  return { and: conditions }
}

/** Chosen FAQs keep the editor's order; the others are alphabetical (as queried). */
export function orderFaqs<T extends Pick<Faq, 'id'>>(faqs: T[], block: Pick<FaqListBlock, 'source' | 'faqs'>): T[] {
  if (block.source !== 'selezione') return faqs
  const position = new Map((block.faqs ?? []).map((ref, i) => [idOf(ref), i]))
  return [...faqs].sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0))
}
