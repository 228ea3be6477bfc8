'use client'

import type { ReactNode } from 'react'
import { useSearch } from '@/components/hooks/useLocation'
import { FilterForm, ResultStatus } from '../filtering/FilterForm.client'
import { filterParam, matches, selectedIn } from '../filtering/query'

export type ItemView = { key: string; beneficiari: string[]; body: ReactNode }

type Props = { items: ItemView[]; beneficiari: string[]; action: string; idPrefix: string; scope?: string | null }

const NO_CONTENT = 'Non ci sono contenuti disponibili per il beneficiario selezionato'

/** Contents filtered by the `beneficiario` query; without JavaScript (or a filter) every item shows. */
export function BeneficiaryContentList({ items, beneficiari, action, idPrefix, scope }: Props) {
  const name = filterParam('beneficiario', scope)
  const selected = selectedIn(useSearch(), name, beneficiari)
  const shown = items.map((item) => matches(selected, item.beneficiari))
  const filter = { name, label: 'Beneficiario', allLabel: 'Tutti i beneficiari', options: beneficiari, value: selected }
  return (
    <>
      <FilterForm action={action} idPrefix={idPrefix} filters={[filter]} />
      <ResultStatus shown={shown.filter(Boolean).length} total={items.length} empty={NO_CONTENT} />
      <ul className="sito-beneficiari__voci">
        {items.map((item, i) => (
          <li key={item.key} hidden={!shown[i]}>
            {item.body}
          </li>
        ))}
      </ul>
    </>
  )
}
