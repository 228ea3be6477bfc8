import type { ComponentType } from 'react'
import { SupportRequestFormComponent } from './SupportRequestForm/Component'
import { TerritoryFormComponent } from './TerritoryForm/Component'
import type { BlockProps, BlockType } from './types'

/** Components of the support forms family, by blockType (merged in registry.ts). */
export const supportRegistry: Partial<{ [T in BlockType]: ComponentType<BlockProps<T>> }> = {
  territoryForm: TerritoryFormComponent,
  supportRequestForm: SupportRequestFormComponent,
}
