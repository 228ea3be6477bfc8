import type { Block } from 'payload'

/** Block schemas of the cards family (registered in configs.ts). */
export const cardsBlocks: Block[] = []
