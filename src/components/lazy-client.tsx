import { type ComponentType, lazy, Suspense } from 'react'

/**
 * A client component in a chunk of its own, fetched only by pages that render it. The catch-all
 * route can render any block, so every block's client code imported directly ships on every page.
 * The server still renders it whole (works without JavaScript); in the browser the server HTML
 * stays until the chunk arrives, then hydrates.
 */
export function lazyClient<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component }))) as ComponentType<P>
  return function LazyClient(props: P) {
    return (
      <Suspense>
        <Lazy {...props} />
      </Suspense>
    )
  }
}
