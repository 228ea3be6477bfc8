/**
 * Where focus goes from toggle `index` of `count` on a key press (WAI-ARIA accordion
 * pattern; Up and Down wrap around). Null for keys the stepper does not handle.
 */
export function targetIndex(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowDown':
      return (index + 1) % count
    case 'ArrowUp':
      return (index - 1 + count) % count
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return null
  }
}
