'use client'

import { useEffect } from 'react'
import { fragmentToLegacyId } from '@/content/legacy-fragment'

/** Old FAQ links carried the FAQ as a fragment: ask the server where it moved, only then. */
export function LegacyFragmentRedirect() {
  useEffect(() => {
    const id = fragmentToLegacyId(window.location.hash)
    if (!id) return
    const controller = new AbortController()
    fetch(`/api/legacy-redirect?id=${encodeURIComponent(id)}`, { signal: controller.signal })
      .then((r) => (r.ok ? r.json() : null))
      .then((body: { target?: string } | null) => {
        if (body?.target?.startsWith('/') && !body.target.startsWith('//')) window.location.replace(body.target)
      })
      .catch(() => {})
    return () => controller.abort()
  }, [])
  return null
}
