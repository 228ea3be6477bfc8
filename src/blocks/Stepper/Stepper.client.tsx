'use client'

import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react'
import { targetIndex } from './keys'
import { StepLabel } from './StepLabel'
import { useHydrated } from '@/components/hooks/useHydrated'

export type StepView = { key: string; title: string; body: ReactNode }

type Props = { steps: StepView[]; baseId: string; collapsible: boolean }

/**
 * Accordion of numbered steps. The server HTML shows every step open and has no
 * toggles, so it reads fully without JavaScript; after hydration all steps
 * collapse and the toggles appear. Not collapsible (exploded): always all open.
 */
export function StepperAccordion({ steps, baseId, collapsible }: Props) {
  const interactive = useHydrated() && collapsible
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set())
  const toggles = useRef<(HTMLButtonElement | null)[]>([])
  const allOpen = open.size === steps.length

  function toggle(index: number) {
    const next = new Set(open)
    if (!next.delete(index)) next.add(index)
    setOpen(next)
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const target = targetIndex(event.key, index, steps.length)
    if (target === null) return
    event.preventDefault()
    toggles.current[target]?.focus()
  }

  return (
    <>
      {interactive && (
        <div className="d-flex justify-content-end mb-2">
          <button
            type="button"
            className="btn btn-outline-primary btn-sm"
            onClick={() => setOpen(allOpen ? new Set() : new Set(steps.keys()))}
          >
            {allOpen ? 'Nascondi tutti' : 'Mostra tutti'}
          </button>
        </div>
      )}
      <ol className="accordion sito-stepper">
        {steps.map((step, i) => {
          const headId = `${baseId}-titolo-${i + 1}`
          const panelId = `${baseId}-testo-${i + 1}`
          const label = <StepLabel number={i + 1} title={step.title} />
          return (
            <li key={step.key} className="accordion-item">
              <h3 className="accordion-header">
                {interactive ? (
                  <button
                    ref={(el) => {
                      toggles.current[i] = el
                    }}
                    id={headId}
                    type="button"
                    className={open.has(i) ? 'accordion-button' : 'accordion-button collapsed'}
                    aria-expanded={open.has(i)}
                    aria-controls={panelId}
                    onClick={() => toggle(i)}
                    onKeyDown={(e) => onKeyDown(e, i)}
                  >
                    {label}
                  </button>
                ) : (
                  <span id={headId} className="sito-stepper__static">
                    {label}
                  </span>
                )}
              </h3>
              <div id={panelId} role="region" aria-labelledby={headId} hidden={interactive && !open.has(i)}>
                <div className="accordion-body">{step.body}</div>
              </div>
            </li>
          )
        })}
      </ol>
    </>
  )
}
