import type { ComponentType } from 'react'
import { FaqSearchComponent } from './FaqSearch/Component'
import type { BlockProps, BlockType } from './types'

/** Components of the search family, by blockType (merged in registry.ts). */
export const searchRegistry: Partial<{ [T in BlockType]: ComponentType<BlockProps<T>> }> = {
  faqSearch: FaqSearchComponent,
}
