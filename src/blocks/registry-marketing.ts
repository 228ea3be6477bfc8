import type { ComponentType } from 'react'
import type { BlockProps, BlockType } from './types'

/** Components of the marketing family, by blockType (merged in registry.ts). */
export const marketingRegistry: Partial<{ [T in BlockType]: ComponentType<BlockProps<T>> }> = {}
