import type { Block } from 'payload'

/** Block schemas of the marketing family (registered in configs.ts). */
export const marketingBlocks: Block[] = []
