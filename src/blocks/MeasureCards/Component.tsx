import { TitledSection } from '@/components/page/TitledSection'
import { labelList, optionsFrom } from '../filtering/query'
import type { BlockProps } from '../types'
import { MeasureCard } from './MeasureCard'
import { MeasureCardsList } from '../leaves.client'
import type { CardView } from './MeasureCards.client'

export function MeasureCardsComponent({ block, context }: BlockProps<'measureCards'>) {
  const level = block.title ? 3 : 2
  const cards: CardView[] = (block.cards ?? []).flatMap((row, i) => {
    const title = labelList(row.misura)[0]
    if (!title) return []
    const body = <MeasureCard row={row} title={title} level={level} />
    return [
      {
        key: row.id ?? String(i),
        beneficiari: labelList(row.entiBeneficiari),
        promotore: labelList(row.entePromotore)[0] ?? null,
        body,
      },
    ]
  })
  if (!cards.length) return null
  const baseId = `misure-${block.id ?? 'blocco'}`
  return (
    <TitledSection title={block.title} headingId={baseId}>
      <MeasureCardsList
        cards={cards}
        beneficiari={optionsFrom(cards.map((c) => c.beneficiari))}
        promotori={optionsFrom(cards.map((c) => (c.promotore ? [c.promotore] : [])))}
        action={context.path}
        idPrefix={baseId}
        scope={block.id}
      />
    </TitledSection>
  )
}
