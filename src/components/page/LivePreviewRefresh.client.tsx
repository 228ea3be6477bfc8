'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'
import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}
/** The site's origin when the page is framed (the admin's live preview, same site), else null. */
const framedOrigin = () => (window.parent !== window ? window.location.origin : null)

/** In the admin's live preview: re-renders the page on every autosave. */
export function LivePreviewRefresh() {
  const router = useRouter()
  const origin = useSyncExternalStore(noSubscription, framedOrigin, () => null)
  return origin ? <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={origin} /> : null
}
