'use client'

import type { ReactNode } from 'react'
import { useHydratedMark } from '@/components/hooks/useHydratedMark'

/** Admin provider: a parent's effect runs after its children's, so the mark means the admin has mounted. */
export function AdminHydratedMark({ children }: { children?: ReactNode }) {
  useHydratedMark()
  return children
}
