'use client'

import { type RefObject, useEffect, useState } from 'react'
import { currentIndex, progressOf } from './progress'

// A heading counts as being read once it is this close to the top of the viewport.
const READING_LINE = 120

type Reading = { progress: number; current: number }

/** Reading progress through `content` and the index of the section being read, kept up to date on scroll. */
export function useReading(content: RefObject<HTMLElement | null>, headingIds: readonly (string | null)[]): Reading {
  const [reading, setReading] = useState<Reading>({ progress: 0, current: -1 })
  // The effect depends on the ids, not on the array: a new array with the same ids must not re-subscribe.
  const key = headingIds.map((id) => id ?? '').join(' ')

  useEffect(() => {
    let frame = 0
    const measure = () => {
      frame = 0
      const box = content.current?.getBoundingClientRect()
      if (!box) return
      const tops = key.split(' ').map((id) => (id ? (document.getElementById(id)?.getBoundingClientRect().top ?? null) : null))
      setReading({
        progress: progressOf(box.top, box.height, window.innerHeight),
        current: currentIndex(tops, READING_LINE),
      })
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure)
    }
    measure()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
    }
  }, [content, key])

  return reading
}
