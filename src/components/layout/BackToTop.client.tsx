'use client'

import { useEffect, useState } from 'react'
import { useHydrated } from '@/components/hooks/useHydrated'

/**
 * A link to the top of the page (#inizio, before the skip links). Without JavaScript it
 * sits at the end of the footer; with it, it floats once the visitor has scrolled down a little.
 */
export function BackToTop() {
  const hydrated = useHydrated()
  const [away, setAway] = useState(false)
  useEffect(() => {
    const onScroll = () => setAway(window.scrollY > Math.min(400, window.innerHeight / 2))
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])
  const floating = hydrated ? (away ? ' sito-torna-su--fluttuante' : ' sito-torna-su--nascosto') : ''
  return (
    <a className={`sito-torna-su${floating}`} href="#inizio">
      <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 6.6 5.6 13l.7.7 5.2-5.2V19h1V8.5l5.2 5.2.7-.7L12 6.6zM5 4h14v1H5z" />
      </svg>
      Torna su
    </a>
  )
}
