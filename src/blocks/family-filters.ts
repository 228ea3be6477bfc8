import type { Block } from 'payload'

/** Block schemas of the filters family (registered in configs.ts). */
export const filtersBlocks: Block[] = []
