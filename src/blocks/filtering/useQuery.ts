'use client'

import { useSyncExternalStore } from 'react'
import { withParam } from './query'

// Every filterable block on the page reads the same query string, so a change made
// by one block is announced to the others with this event.
const CHANGED = 'sito:filtri'

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange)
  window.addEventListener(CHANGED, onChange)
  return () => {
    window.removeEventListener('popstate', onChange)
    window.removeEventListener(CHANGED, onChange)
  }
}

/** The current query string; '' in the server HTML, which is prerendered without one. */
export function useSearch(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => '',
  )
}

/** Sets one filter in the URL without reloading, so the filtered view can be shared. */
export function setFilter(name: string, value: string): void {
  const { pathname, search, hash } = window.location
  window.history.replaceState(window.history.state, '', `${pathname}${withParam(search, name, value)}${hash}`)
  window.dispatchEvent(new Event(CHANGED))
}
