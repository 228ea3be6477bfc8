'use client'

import { useSyncExternalStore } from 'react'

// history.replaceState fires no event, so a change made that way (a filter set by one block)
// is announced to every other reader of the address with this one.
const ADDRESS_CHANGED = 'sito:indirizzo'

const subscribeTo = (...events: string[]) => (onChange: () => void) => {
  for (const name of events) window.addEventListener(name, onChange)
  return () => {
    for (const name of events) window.removeEventListener(name, onChange)
  }
}
const subscribeSearch = subscribeTo('popstate', ADDRESS_CHANGED)
// Only hashchange: a fragment link also fires popstate, but before the browser has finished
// with the fragment (Chrome then clears the focus a reader of the hash may have moved).
const subscribeHash = subscribeTo('hashchange')

/** The current query string; '' in the server HTML, which is prerendered without one. */
export function useSearch(): string {
  return useSyncExternalStore(
    subscribeSearch,
    () => window.location.search,
    () => '',
  )
}

/** The current fragment ('#…' or ''); null in the server HTML and during hydration, which know none. */
export function useHash(): string | null {
  return useSyncExternalStore(
    subscribeHash,
    () => window.location.hash,
    () => null,
  )
}

/** Replaces the address without reloading (so the view can be shared) and tells the readers above. */
export function replaceAddress(url: string): void {
  window.history.replaceState(window.history.state, '', url)
  window.dispatchEvent(new Event(ADDRESS_CHANGED))
}
