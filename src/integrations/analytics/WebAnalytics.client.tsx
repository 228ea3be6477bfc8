'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'
import { trackingUrl, trackingAllowed } from './tracking'

/**
 * Web Analytics Italia (Matomo) through its HTTP tracking API: one request per page view,
 * also on client-side navigation; no script from the analytics host, no cookie, nothing
 * stored. The data attribute tells the CSP builder which origin to open (src/ops/csp-policy.cjs).
 */
export function WebAnalytics({ siteId, origin }: { siteId: string; origin: string }) {
  const pathname = usePathname()
  const previous = useRef<string | null>(null)
  useEffect(() => {
    const here = window.location.href
    const referrer = previous.current ?? document.referrer
    previous.current = here
    if (!trackingAllowed(navigator, window)) return
    const url = trackingUrl(origin, siteId, {
      url: here,
      title: document.title,
      referrer,
    })
    fetch(url, {
      mode: 'no-cors',
      credentials: 'omit',
      keepalive: true,
      referrerPolicy: 'strict-origin-when-cross-origin',
    }).catch(() => {})
  }, [pathname, origin, siteId])
  return <span hidden data-wai-origin={origin} />
}
