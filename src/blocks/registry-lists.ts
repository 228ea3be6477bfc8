import type { ComponentType } from 'react'
import type { BlockProps, BlockType } from './types'

/** Components of the lists family, by blockType (merged in registry.ts). */
export const listsRegistry: Partial<{ [T in BlockType]: ComponentType<BlockProps<T>> }> = {}
