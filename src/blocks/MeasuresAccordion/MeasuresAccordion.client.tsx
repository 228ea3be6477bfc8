'use client'

import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react'
import { useHydrated } from '@/components/hooks/useHydrated'
import { useSearch } from '@/components/hooks/useLocation'
import { FilterForm, ResultStatus } from '../filtering/FilterForm.client'
import { filterParam, NO_RESULTS, selectedIn } from '../filtering/query'
import { targetIndex } from '../Stepper/keys'
import { visibility } from './filter'

type ResourceView = {
  key: string
  beneficiari: string[]
  body: ReactNode
}
export type ItemView = {
  key: string
  misura: string
  resources: ResourceView[]
}

type Props = {
  items: ItemView[]
  misure: string[]
  beneficiari: string[]
  action: string
  baseId: string
  level: 2 | 3
  scope?: string | null
}

/**
 * WAI-ARIA accordion of measures and their resources, with filters by measure and
 * beneficiary. As in the stepper, the server HTML shows every panel open without
 * toggles; after hydration panels collapse and the toggles appear.
 */
export function MeasuresAccordion({ items, misure, beneficiari, action, baseId, level, scope }: Props) {
  const names = { misura: filterParam('misura', scope), beneficiario: filterParam('beneficiario', scope) }
  const interactive = useHydrated()
  const search = useSearch()
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set())
  const toggles = useRef<(HTMLButtonElement | null)[]>([])
  const misura = selectedIn(search, names.misura, misure)
  const beneficiario = selectedIn(search, names.beneficiario, beneficiari)
  const shown = visibility(items, misura, beneficiario)
  const visibleItems = items.flatMap((_, i) => (shown.items[i] ? [i] : []))
  const Heading = level === 2 ? 'h2' : 'h3'

  function toggle(key: string) {
    const next = new Set(open)
    if (!next.delete(key)) next.add(key)
    setOpen(next)
  }

  // Arrow keys, Home and End move between the toggles of the items still shown.
  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const target = targetIndex(event.key, visibleItems.indexOf(index), visibleItems.length)
    if (target === null) return
    event.preventDefault()
    toggles.current[visibleItems[target]!]?.focus()
  }

  return (
    <>
      <FilterForm
        action={action}
        idPrefix={baseId}
        filters={[
          {
            name: names.misura,
            label: 'Misura',
            allLabel: 'Tutte le misure',
            options: misure,
            value: misura,
          },
          {
            name: names.beneficiario,
            label: 'Beneficiario',
            allLabel: 'Tutti i beneficiari',
            options: beneficiari,
            value: beneficiario,
          },
        ]}
      />
      <ResultStatus shown={visibleItems.length} total={items.length} empty={NO_RESULTS} />
      <div className="accordion sito-misure">
        {items.map((item, i) => {
          const headId = `${baseId}-voce-${i + 1}`
          const panelId = `${baseId}-risorse-${i + 1}`
          const expanded = open.has(item.key)
          return (
            <div key={item.key} className="accordion-item" hidden={!shown.items[i]}>
              <Heading className="accordion-header">
                {interactive ? (
                  <button
                    ref={(el) => {
                      toggles.current[i] = el
                    }}
                    id={headId}
                    type="button"
                    className={expanded ? 'accordion-button' : 'accordion-button collapsed'}
                    aria-expanded={expanded}
                    aria-controls={panelId}
                    onClick={() => toggle(item.key)}
                    onKeyDown={(e) => onKeyDown(e, i)}
                  >
                    {item.misura}
                  </button>
                ) : (
                  <span id={headId} className="sito-misure__static">
                    {item.misura}
                  </span>
                )}
              </Heading>
              <div id={panelId} role="region" aria-labelledby={headId} hidden={interactive && !expanded}>
                <ul className="accordion-body sito-misure__risorse">
                  {item.resources.map((r, j) => (
                    <li key={r.key} hidden={!shown.resources[i]![j]}>
                      {r.body}
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          )
        })}
      </div>
    </>
  )
}
