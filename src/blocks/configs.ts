import type { Block } from 'payload'
import { AlertBlock } from './Alert/config'
import { HeroBlock } from './Hero/config'
import { RichTextBlock } from './RichText/config'
import { SingleImageBlock } from './SingleImage/config'
import { TableBlock } from './Table/config'

/** Every block an editor can place in a page body. */
export const bodyBlocks: Block[] = [HeroBlock, RichTextBlock, AlertBlock, TableBlock, SingleImageBlock]
