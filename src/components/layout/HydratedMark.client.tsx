'use client'

import { useHydratedMark } from '@/components/hooks/useHydratedMark'

/** Last in the site's body: its effect runs after those of the frame before it. */
export function HydratedMark() {
  useHydratedMark()
  return null
}
