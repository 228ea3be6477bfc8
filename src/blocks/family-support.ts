import type { Block } from 'payload'
import { SupportRequestFormBlock } from './SupportRequestForm/config'
import { TerritoryFormBlock } from './TerritoryForm/config'

/** Block schemas of the support forms family (registered in configs.ts). */
export const supportBlocks: Block[] = [TerritoryFormBlock, SupportRequestFormBlock]
