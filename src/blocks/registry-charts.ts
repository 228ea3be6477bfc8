import type { ComponentType } from 'react'
import { ChartComponent } from './Chart/Component'
import { ChartSelectorComponent } from './ChartSelector/Component'
import { ChartTabsComponent } from './ChartTabs/Component'
import type { BlockProps, BlockType } from './types'

/** Components of the charts family, by blockType (merged in registry.ts). */
export const chartsRegistry: Partial<{ [T in BlockType]: ComponentType<BlockProps<T>> }> = {
  chart: ChartComponent,
  chartSelector: ChartSelectorComponent,
  chartTabs: ChartTabsComponent,
}
