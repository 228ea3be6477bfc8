'use client'

import { ServerErrorContent } from '@/app/(site)/_templates/ServerErrorContent'

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
