import type { ComponentType } from 'react'
import type { BlockProps, BlockType } from './types'

/** Components of the filters family, by blockType (merged in registry.ts). */
export const filtersRegistry: Partial<{ [T in BlockType]: ComponentType<BlockProps<T>> }> = {}
