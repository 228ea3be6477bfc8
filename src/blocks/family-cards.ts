import type { Block } from 'payload'
import { AnnouncementsGridBlock } from './AnnouncementsGrid/config'
import { CardGridBlock } from './CardGrid/config'

/** Block schemas of the cards family (registered in configs.ts). */
export const cardsBlocks: Block[] = [CardGridBlock, AnnouncementsGridBlock]
