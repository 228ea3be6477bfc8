'use client'

import type { ReactNode } from 'react'
import { useSearch } from '@/components/hooks/useLocation'
import { FilterForm, ResultStatus, type FilterSpec } from '../filtering/FilterForm.client'
import { filterParam, selectedIn } from '../filtering/query'
import { shownCards, type Tagged } from './filter'

export type CardView = Tagged & { key: string; body: ReactNode }

type Props = {
  cards: CardView[]
  beneficiari: string[]
  promotori: string[]
  action: string
  idPrefix: string
  scope?: string | null
}

const NO_CARDS = 'Non ci sono contenuti disponibili per il beneficiario selezionato'

/** Measure cards with filters by beneficiary and promoting body; cards that do not match are hidden. */
export function MeasureCardsList({ cards, beneficiari, promotori, action, idPrefix, scope }: Props) {
  const search = useSearch()
  const names = { beneficiario: filterParam('beneficiario', scope), promotore: filterParam('promotore', scope) }
  const beneficiario = selectedIn(search, names.beneficiario, beneficiari)
  const promotore = selectedIn(search, names.promotore, promotori)
  const shown = shownCards(cards, beneficiario, promotore)
  const filters: FilterSpec[] = [
    {
      name: names.beneficiario,
      label: 'Beneficiario',
      allLabel: 'Tutti i beneficiari',
      options: beneficiari,
      value: beneficiario,
    },
    {
      name: names.promotore,
      label: 'Ente promotore',
      allLabel: 'Tutti gli enti promotori',
      options: promotori,
      value: promotore,
    },
  ]
  return (
    <>
      <FilterForm action={action} idPrefix={idPrefix} filters={filters.filter((f) => f.options.length)} />
      <ResultStatus shown={shown.filter(Boolean).length} total={cards.length} empty={NO_CARDS} />
      <ul className="row row-cols-1 row-cols-md-2 row-cols-lg-3 g-4 list-unstyled">
        {cards.map((card, i) => (
          <li key={card.key} className="col" hidden={!shown[i]}>
            {card.body}
          </li>
        ))}
      </ul>
    </>
  )
}
