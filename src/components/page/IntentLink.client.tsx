'use client'

import Link from 'next/link'
import { type ComponentProps, useState } from 'react'

/**
 * A site link that prefetches its page when the visitor shows the intent to follow it (pointer
 * over it, keyboard focus, a touch), not when it enters the viewport: a page with menus and
 * lists would otherwise fetch every linked page's data after load (16 prefetches on the home).
 * Next 16's documented hover-triggered prefetch (guides/prefetching), with focus and touch added.
 */
export function IntentLink({ onMouseEnter, onFocus, onTouchStart, ...props }: Omit<ComponentProps<typeof Link>, 'prefetch'>) {
  const [intent, setIntent] = useState(false)
  return (
    <Link
      {...props}
      prefetch={intent ? null : false}
      onMouseEnter={(event) => {
        setIntent(true)
        onMouseEnter?.(event)
      }}
      onFocus={(event) => {
        setIntent(true)
        onFocus?.(event)
      }}
      onTouchStart={(event) => {
        setIntent(true)
        onTouchStart?.(event)
      }}
    />
  )
}
