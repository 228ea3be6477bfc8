import { type ComponentType, lazy, Suspense } from 'react'

type Loaded<P> = { default: ComponentType<P> }

/** A thenable that calls back at once: React.lazy then renders without suspending (typed as the promise lazy expects). */
const settled = <P,>(value: Loaded<P>) =>
  ({ then: (resolve: (v: Loaded<P>) => unknown) => resolve(value) }) as unknown as Promise<Loaded<P>>

/**
 * A client component in a chunk of its own, fetched only by pages that render it. The catch-all
 * route can render any block, so every block's client code imported directly ships on every page.
 * The server loads it at once and renders it whole: a component that suspends during a streamed
 * render arrives in a hidden segment that only JavaScript reveals, and without JavaScript the
 * visitor would never see the form. In the browser the server HTML stays until the chunk arrives.
 */
export function lazyClient<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined
  const fetch = () => load().then((component) => (loaded = component))
  if (typeof window === 'undefined') void fetch()
  const Lazy = lazy(() => (loaded ? settled({ default: loaded }) : fetch().then((component) => ({ default: component })))) as ComponentType<P>
  return function LazyClient(props: P) {
    return (
      <Suspense>
        <Lazy {...props} />
      </Suspense>
    )
  }
}
