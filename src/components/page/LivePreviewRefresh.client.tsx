'use client'

import dynamic from 'next/dynamic'
import { useRouter } from 'next/navigation'
import { useSyncExternalStore } from 'react'

// Its own chunk, fetched only inside the admin's live preview.
const RefreshRouteOnSave = dynamic(() => import('@payloadcms/live-preview-react').then((m) => m.RefreshRouteOnSave), { ssr: false })
const noSubscription = () => () => {}
/** The site's origin when the page is framed (the admin's live preview, same site), else null. */
const framedOrigin = () => (window.parent !== window ? window.location.origin : null)

/** In the admin's live preview: re-renders the page on every autosave. */
export function LivePreviewRefresh() {
  const router = useRouter()
  const origin = useSyncExternalStore(noSubscription, framedOrigin, () => null)
  return origin ? <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={origin} /> : null
}
