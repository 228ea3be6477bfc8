import type { ComponentType } from 'react'
import { AnnouncementsGridComponent } from './AnnouncementsGrid/Component'
import { CardGridComponent } from './CardGrid/Component'
import type { BlockProps, BlockType } from './types'

/** Components of the cards family, by blockType (merged in registry.ts). */
export const cardsRegistry: Partial<{ [T in BlockType]: ComponentType<BlockProps<T>> }> = {
  cardGrid: CardGridComponent,
  announcementsGrid: AnnouncementsGridComponent,
}
