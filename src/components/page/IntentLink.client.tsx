'use client'

import { useRouter } from 'next/navigation'
import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react'

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; ref?: Ref<HTMLAnchorElement> }

/** A click the browser keeps: a new tab or window, a download, another frame, or one already handled. */
function browserKeeps(event: MouseEvent<HTMLAnchorElement>): boolean {
  const link = event.currentTarget
  const target = link.getAttribute('target')
  const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0
  return event.defaultPrevented || modified || (!!target && target !== '_self') || link.hasAttribute('download')
}

/**
 * The App Router, or null where there is none: a block rendered on its own (the Vitest renders of
 * src/blocks) is plain HTML, its links plain links. `useRouter` throws without the router; the
 * hook is called on every render all the same, so the order of hooks never changes.
 */
function useRouterIfMounted() {
  try {
    return useRouter()
  } catch {
    return null
  }
}

/** A path of this site (not `//host`, not a scheme): the only links the router follows. */
const isSitePath = (href: string) => href.startsWith('/') && !href.startsWith('//')

/**
 * A site link that prefetches its page when the visitor shows the intent to follow it (pointer
 * over it, keyboard focus, a touch), not when it enters the viewport: a page with menus and
 * lists would otherwise fetch every linked page's data after load (16 prefetches on the home).
 * A plain <a> (without JavaScript, a page load) that the App Router follows with `router.push`,
 * prefetched with `router.prefetch` (Next 16's documented useRouter): what next/link does for
 * these links, without its 3 KiB (gzip) on every page, which the viewport prefetching, URL
 * objects and link status this site does not use account for.
 */
export function IntentLink({ href, children, onClick, onMouseEnter, onFocus, onTouchStart, ...props }: Props) {
  const router = useRouterIfMounted()
  const intent = () => {
    if (router && isSitePath(href)) router.prefetch(href)
  }
  return (
    <a
      {...props}
      href={href}
      onClick={(event) => {
        onClick?.(event)
        if (!router || browserKeeps(event) || !isSitePath(href)) return
        event.preventDefault()
        router.push(href)
      }}
      onMouseEnter={(event) => {
        intent()
        onMouseEnter?.(event)
      }}
      onFocus={(event) => {
        intent()
        onFocus?.(event)
      }}
      onTouchStart={(event) => {
        intent()
        onTouchStart?.(event)
      }}
    >
      {children}
    </a>
  )
}
