import type { Block } from 'payload'

/** Block schemas of the interactive family (registered in configs.ts). */
export const interactiveBlocks: Block[] = []
