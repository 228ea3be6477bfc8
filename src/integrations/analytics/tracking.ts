/** Pure rules of the Web Analytics Italia tracker (Matomo HTTP tracking API); the browser's tracker reads them too, so no environment here. */

export const DEFAULT_WAI_ORIGIN = 'https://ingestion.webanalytics.italia.it'

/** The analytics origin: the WAI_URL given (an http(s) origin), else the national service. */
export function analyticsOrigin(value: string | undefined): string {
  try {
    const url = new URL(value || DEFAULT_WAI_ORIGIN)
    return /^https?:$/.test(url.protocol) ? url.origin : DEFAULT_WAI_ORIGIN
  } catch {
    return DEFAULT_WAI_ORIGIN
  }
}

type Nav = { doNotTrack?: string | null; globalPrivacyControl?: boolean }

/** Do Not Track (or Global Privacy Control) set: nothing is sent. */
export function trackingAllowed(navigator: Nav, window: object): boolean {
  return !(
    navigator.doNotTrack === '1' ||
    navigator.doNotTrack === 'yes' ||
    (window as { doNotTrack?: unknown }).doNotTrack === '1' ||
    navigator.globalPrivacyControl === true
  )
}

/** The page-view request of one visit: no visitor id, no cookie (Matomo's cookie-less mode). */
export function trackingUrl(origin: string, siteId: string, view: { url: string; title: string; referrer: string }): string {
  const params = new URLSearchParams({
    idsite: siteId,
    rec: '1',
    apiv: '1',
    url: view.url,
    action_name: view.title,
    send_image: '0',
    rand: String(Math.floor(Math.random() * 1e9)),
  })
  if (view.referrer) params.set('urlref', view.referrer)
  return `${origin}/matomo.php?${params}`
}
