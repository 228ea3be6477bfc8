import type { Block } from 'payload'
import { DatedListBlock } from './DatedList/config'
import { FaqListBlock } from './FaqList/config'
import { LinkListBlock } from './LinkList/config'
import { NewsListBlock } from './NewsList/config'
import { UpdatesListBlock } from './UpdatesList/config'

/** Block schemas of the lists family (registered in configs.ts). */
export const listsBlocks: Block[] = [DatedListBlock, LinkListBlock, FaqListBlock, UpdatesListBlock, NewsListBlock]
