import { cache } from 'react'

/** The list window a request shows (`<path>/pagina/<n>`, see pagination.ts), set by the route before rendering. */
type ListWindow = { path: string; window: number }

const current = cache((): ListWindow => ({ path: '/', window: 1 }))

export function setListWindow(path: string, window: number): void {
  Object.assign(current(), { path, window })
}

export function listWindow(): ListWindow {
  return current()
}
