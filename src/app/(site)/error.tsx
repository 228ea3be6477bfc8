'use client'

import dynamic from 'next/dynamic'

// Loaded only when a page fails: the boundary is in every page's bundle, its content need not be (js-budget.spec).
const ServerErrorContent = dynamic(() => import('@/app/(site)/_templates/ServerErrorContent').then((m) => m.ServerErrorContent))

/** A page that failed during a client navigation: the same Italian page, in the frame, with «Riprova». */
export default function SiteError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const retry = (
    <p>
      <button type="button" className="btn btn-outline-primary" onClick={() => reset()}>
        Riprova
      </button>
    </p>
  )
  return <ServerErrorContent retry={retry} />
}
