'use client'

import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react'
import { useHydrated } from '@/components/hooks/useHydrated'
import { useHash } from '@/components/hooks/useLocation'
import { tabTarget } from './keys'

export type TabView = { key: string; label: string; anchors: string[]; body: ReactNode }

/**
 * WAI-ARIA tabs (automatic activation, roving tabindex). The server HTML has no tab
 * list: every panel is shown under its own heading, so it reads fully without JavaScript.
 */
export function ChartTabList({ tabs, baseId, label, headingLevel }: { tabs: TabView[]; baseId: string; label: string; headingLevel: 2 | 3 }) {
  const hydrated = useHydrated()
  const anchor = useHash()?.slice(1) ?? null
  const [chosen, setChosen] = useState<number | null>(null)
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const Heading = `h${headingLevel}` as const
  const named = anchor === null ? -1 : tabs.findIndex((t) => t.anchors.includes(anchor))
  // The address names the tab shown (by any anchor in it) until the visitor picks one.
  const selected = chosen ?? Math.max(named, 0)

  useEffect(() => {
    if (named >= 0 && anchor) requestAnimationFrame(() => document.getElementById(anchor)?.scrollIntoView())
  }, [named, anchor])

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const target = tabTarget(event.key, index, tabs.length)
    if (target === null) return
    event.preventDefault()
    setChosen(target)
    buttons.current[target]?.focus()
  }

  return (
    <>
      {/* In the server HTML too (shown only where scripts run): nothing moves when the tabs start.
          The tab roles come with hydration, together with the panels they control. */}
      <div role={hydrated ? 'tablist' : undefined} aria-label={hydrated ? label : undefined} className="sito-chart-tabs__list sito-js-only">
          {tabs.map((tab, i) => (
            <button
              key={tab.key}
              ref={(el) => {
                buttons.current[i] = el
              }}
              type="button"
              role={hydrated ? 'tab' : undefined}
              id={`${baseId}-scheda-${i + 1}`}
              aria-selected={hydrated ? i === selected : undefined}
              aria-controls={hydrated ? `${baseId}-pannello-${i + 1}` : undefined}
              tabIndex={i === selected ? 0 : -1}
              className="sito-chart-tabs__tab"
              onClick={() => setChosen(i)}
              onKeyDown={(e) => onKeyDown(e, i)}
            >
              {tab.label}
            </button>
          ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.key}
          id={`${baseId}-pannello-${i + 1}`}
          role={hydrated ? 'tabpanel' : undefined}
          aria-labelledby={hydrated ? `${baseId}-scheda-${i + 1}` : undefined}
          tabIndex={hydrated ? 0 : undefined}
          hidden={hydrated && i !== selected}
          className={hydrated || i === selected ? 'sito-chart-tabs__panel' : 'sito-chart-tabs__panel sito-js-hidden'}
        >
          <Heading className={hydrated ? 'visually-hidden' : 'sito-chart-tabs__heading'}>{tab.label}</Heading>
          {tab.body}
        </div>
      ))}
    </>
  )
}
