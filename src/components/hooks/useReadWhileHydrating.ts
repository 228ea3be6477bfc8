import { useState } from 'react'
import { useHydrated } from './useHydrated'

/**
 * What `read` finds in the page while React hydrates it, before React sets controlled fields back
 * to its own state (a choice made before the page's script ran); null on the server and when the
 * component mounts after hydration (a client navigation), where there is nothing to read.
 */
export function useReadWhileHydrating<T>(read: () => T): T | null {
  const hydrated = useHydrated()
  const [found] = useState(() => (hydrated || typeof document === 'undefined' ? null : read()))
  return found
}
