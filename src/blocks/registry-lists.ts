import type { ComponentType } from 'react'
import { DatedListComponent } from './DatedList/Component'
import { FaqListComponent } from './FaqList/Component'
import { LinkListComponent } from './LinkList/Component'
import { NewsListComponent } from './NewsList/Component'
import type { BlockProps, BlockType } from './types'
import { UpdatesListComponent } from './UpdatesList/Component'

/** Components of the lists family, by blockType (merged in registry.ts). */
export const listsRegistry: Partial<{ [T in BlockType]: ComponentType<BlockProps<T>> }> = {
  datedList: DatedListComponent,
  linkList: LinkListComponent,
  faqList: FaqListComponent,
  updatesList: UpdatesListComponent,
  newsList: NewsListComponent,
}
