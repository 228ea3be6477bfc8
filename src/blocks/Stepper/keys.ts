import { rovingTarget, VERTICAL } from '@/components/roving-focus'

/** Where focus goes from toggle `index` of `count` on a key press (WAI-ARIA accordion pattern, Up and Down). */
export function targetIndex(key: string, index: number, count: number): number | null {
  return rovingTarget(VERTICAL, key, index, count)
}
