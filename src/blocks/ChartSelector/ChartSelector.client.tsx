'use client'

import { type ReactNode, useEffect, useId, useState } from 'react'
import { useHydrated } from '@/components/hooks/useHydrated'
import { useHash } from '@/components/hooks/useLocation'

export type SwitchOption = { anchor: string; title: string }

/** The chart whose anchor is in the address, so a shared link opens on it. */
export function indexForHash(options: SwitchOption[], hash: string): number {
  return options.findIndex((o) => `#${o.anchor}` === hash)
}

/**
 * A labelled select showing one chart at a time. The server HTML has no select and
 * every chart, one after the other: without JavaScript nothing is hidden.
 */
export function ChartSwitcher({ label, options, panels }: { label: string; options: SwitchOption[]; panels: ReactNode[] }) {
  const hydrated = useHydrated()
  const hash = useHash()
  const [chosen, setChosen] = useState<number | null>(null)
  const selectId = useId()
  const named = hash === null ? -1 : indexForHash(options, hash)
  // The address names the chart shown until the visitor picks one.
  const selected = chosen ?? Math.max(named, 0)

  useEffect(() => {
    if (named >= 0) requestAnimationFrame(() => document.getElementById(options[named]!.anchor)?.scrollIntoView())
  }, [named, options])

  return (
    <>
      {/* In the server HTML too (shown only where scripts run): nothing moves when the select starts. */}
      <div className="select-wrapper sito-chart-switcher mb-3 sito-js-only">
          <label htmlFor={selectId}>{label}</label>
          <select id={selectId} className="form-select" value={selected} onChange={(e) => setChosen(Number(e.target.value))}>
            {options.map((o, i) => (
              <option key={o.anchor} value={i}>
                {o.title}
              </option>
            ))}
          </select>
      </div>
      {panels.map((panel, i) => (
        <div key={options[i]?.anchor ?? i} hidden={hydrated && i !== selected} className={hydrated || i === selected ? undefined : 'sito-js-hidden'}>
          {panel}
        </div>
      ))}
    </>
  )
}
