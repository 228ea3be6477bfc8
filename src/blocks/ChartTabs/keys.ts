/**
 * The tab that a key press moves to (WAI-ARIA tabs pattern, horizontal: Left and Right
 * wrap around, Home and End go to the ends). Null for keys the tab list does not handle.
 */
export function tabTarget(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count
    case 'ArrowLeft':
      return (index - 1 + count) % count
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return null
  }
}
