import type { Page } from '@/payload-types'
import type { Crumb } from '@/content/breadcrumbs'

/** Every block record a body can hold, as generated from the block schemas. */
export type BodyBlock = NonNullable<Page['body']>[number]
export type BlockType = BodyBlock['blockType']
type BlockOf<T extends BlockType> = Extract<BodyBlock, { blockType: T }>

/** What a block may need from the page around it. */
export type BlockContext = { crumbs: Crumb[]; path: string }

export type BlockProps<T extends BlockType> = { block: BlockOf<T>; context: BlockContext }
