import { useEffect } from 'react'

/**
 * Marks the document hydrated (`html[data-hydrated]`) once React has run the mount effects of the
 * tree before it: the legacy-link check and the analytics page view on the site, the whole admin
 * under its provider. The end-to-end tests wait for it before saying that something did not
 * happen (no request, no chunk), instead of waiting for the network to go quiet.
 */
export function useHydratedMark(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = ''
  }, [])
}
