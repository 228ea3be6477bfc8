'use client'

import { useHydrated } from '@/components/hooks/useHydrated'
import { contentBadge, type FreshBadge } from '@/content/badges'
import { Badge } from './Badge'

/** Nuovo / Aggiornato by the visitor's clock once hydrated: the cached page may be days old (as for the avvisi). */
export function FreshBadgeView({ badge, className }: { badge: FreshBadge; className?: string }) {
  const hydrated = useHydrated()
  const text = hydrated ? contentBadge(badge, new Date()) : badge.initial
  return text ? <Badge text={text} className={className} /> : null
}
