import type { ComponentType } from 'react'
import type { BlockProps, BlockType } from './types'

/** Components of the interactive family, by blockType (merged in registry.ts). */
export const interactiveRegistry: Partial<{ [T in BlockType]: ComponentType<BlockProps<T>> }> = {}
