import { type RefObject, useEffect } from 'react'

/**
 * Runs `start` once: on the visitor's first focus or touch anywhere in the page, or, given an
 * element, when it comes near the viewport. For code a page needs only once the visitor acts
 * (a form's checks, the captcha widget): parsing it at load would block the main thread while
 * the page is still loading (Lighthouse's TBT).
 */
export function useFirstInteraction(start: () => void, near?: RefObject<Element | null>) {
  useEffect(() => {
    let done = false
    const options = { capture: true, passive: true } as const
    const observer = typeof IntersectionObserver === 'function' && near?.current ? new IntersectionObserver(run, { rootMargin: '200px' }) : null
    function stop() {
      document.removeEventListener('focusin', run, options)
      document.removeEventListener('pointerdown', run, options)
      observer?.disconnect()
    }
    function run(entries?: unknown) {
      if (done || (Array.isArray(entries) && !entries.some((e: IntersectionObserverEntry) => e.isIntersecting))) return
      done = true
      stop()
      start()
    }
    document.addEventListener('focusin', run, options)
    document.addEventListener('pointerdown', run, options)
    if (observer && near?.current) observer.observe(near.current)
    return stop
  }, [start, near])
}
