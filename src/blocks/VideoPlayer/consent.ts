/** The visitor's "remember for all videos" choice, kept on the device. */
const CONSENT_KEY = 'sito:consenso-video-youtube'
const CHANGE_EVENT = 'sito:consenso-video'

/** Storage can be missing or throw (disabled cookies, private modes): then nothing is remembered. */
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

export function hasStoredConsent(): boolean {
  try {
    return storage()?.getItem(CONSENT_KEY) === 'si'
  } catch {
    return false
  }
}

export function storeConsent(): void {
  try {
    storage()?.setItem(CONSENT_KEY, 'si')
    window.dispatchEvent(new Event(CHANGE_EVENT))
  } catch {
    // Not remembered: the video the visitor accepted still loads.
  }
}

/** Withdraws the remembered choice (the privacy page's control): videos ask again. */
export function forgetConsent(): void {
  try {
    storage()?.removeItem(CONSENT_KEY)
    window.dispatchEvent(new Event(CHANGE_EVENT))
  } catch {
    // Nothing stored, nothing to withdraw.
  }
}

/** Notifies on a choice made in this tab (every player on the page) or in another tab. */
export function subscribeConsent(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange)
  window.addEventListener('storage', onChange)
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange)
    window.removeEventListener('storage', onChange)
  }
}
