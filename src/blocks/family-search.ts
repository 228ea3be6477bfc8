import type { Block } from 'payload'
import { FaqSearchBlock } from './FaqSearch/config'

/** Block schemas of the search family (registered in configs.ts). */
export const searchBlocks: Block[] = [FaqSearchBlock]
