import { HORIZONTAL, rovingTarget } from '@/components/roving-focus'

/** The tab that a key press moves to (WAI-ARIA tabs pattern, horizontal). Null for keys the tab list does not handle. */
export function tabTarget(key: string, index: number, count: number): number | null {
  return rovingTarget(HORIZONTAL, key, index, count)
}
