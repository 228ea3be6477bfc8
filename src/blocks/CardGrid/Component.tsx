import { TitledSection } from '@/components/page/TitledSection'
import type { BlockProps } from '../types'
import { Card } from '@/components/card/Card'
import { COLUMN_CLASSES } from './columns'
import { loadCards } from './data'

export async function CardGridComponent({ block }: BlockProps<'cardGrid'>) {
  const cards = await loadCards(block, new Date())
  if (!cards.length) return null
  const titleId = `schede-${block.id ?? block.cardType}`
  return (
    <TitledSection title={block.title} headingId={titleId}>
      <ul className={`row g-4 list-unstyled ${COLUMN_CLASSES[block.columns] ?? COLUMN_CLASSES['3']}`}>
        {cards.map((card) => (
          <li key={card.key} className="col">
            <Card card={card} layout={block.cardLayout} level={block.title ? 3 : 2} />
          </li>
        ))}
      </ul>
    </TitledSection>
  )
}
