import type { Block } from 'payload'

/** Block schemas of the lists family (registered in configs.ts). */
export const listsBlocks: Block[] = []
