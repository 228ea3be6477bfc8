import type { Block } from 'payload'
import { ChartBlock } from './Chart/config'
import { ChartSelectorBlock } from './ChartSelector/config'
import { ChartTabsBlock } from './ChartTabs/config'

/** Block schemas of the charts family (registered in configs.ts). */
export const chartsBlocks: Block[] = [ChartBlock, ChartSelectorBlock, ChartTabsBlock]
