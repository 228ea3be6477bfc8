import type { ComponentType } from 'react'
import { logJson } from '@/ops/log'
import { blockRegistry } from './registry'
import type { BlockContext, BlockProps, BlockType, BodyBlock } from './types'

const reported = new Set<string>()

function componentFor(type: string): ComponentType<BlockProps<BlockType>> | null {
  if (Object.hasOwn(blockRegistry, type)) {
    return blockRegistry[type as BlockType] as ComponentType<BlockProps<BlockType>>
  }
  if (!reported.has(type)) {
    reported.add(type)
    logJson('warn', 'unknown block type, not rendered', { blockType: type })
  }
  return null
}

/** Renders a page body in order; an unknown block type renders nothing (logged once). */
export function RenderBlocks({ blocks, context }: { blocks: BodyBlock[] | null | undefined; context: BlockContext }) {
  if (!blocks?.length) return null
  return (
    <>
      {blocks.map((block, i) => {
        const Component = componentFor(String(block.blockType))
        return Component ? <Component key={block.id ?? i} block={block} context={context} /> : null
      })}
    </>
  )
}
