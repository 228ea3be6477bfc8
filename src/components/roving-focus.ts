/** The keys that move focus to the next and the previous item of a composite widget. */
export const HORIZONTAL = { next: 'ArrowRight', previous: 'ArrowLeft' } as const
export const VERTICAL = { next: 'ArrowDown', previous: 'ArrowUp' } as const

type Axis = typeof HORIZONTAL | typeof VERTICAL

/**
 * Where roving focus goes from item `index` of `count` on a key press (WAI-ARIA: the axis's
 * arrows wrap around, Home and End go to the ends). Null for keys the widget does not handle.
 */
export function rovingTarget(axis: Axis, key: string, index: number, count: number): number | null {
  switch (key) {
    case axis.next:
      return (index + 1) % count
    case axis.previous:
      return (index - 1 + count) % count
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return null
  }
}
