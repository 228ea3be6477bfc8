import { useSyncExternalStore } from 'react'

const subscribeNothing = () => () => {}

/**
 * False in the server HTML and during hydration, true afterwards: controls that
 * only work with JavaScript are rendered from then on.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeNothing, () => true, () => false)
}
