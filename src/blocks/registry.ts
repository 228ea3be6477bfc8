import type { ComponentType } from 'react'
import { AlertComponent } from './Alert/Component'
import { HeroComponent } from './Hero/Component'
import { cardsRegistry } from './registry-cards'
import { chartsRegistry } from './registry-charts'
import { filtersRegistry } from './registry-filters'
import { formsRegistry } from './registry-forms'
import { interactiveRegistry } from './registry-interactive'
import { listsRegistry } from './registry-lists'
import { marketingRegistry } from './registry-marketing'
import { RichTextComponent } from './RichText/Component'
import { searchRegistry } from './registry-search'
import { SingleImageComponent } from './SingleImage/Component'
import { supportRegistry } from './registry-support'
import { TableComponent } from './Table/Component'
import type { BlockProps, BlockType } from './types'

/** blockType → component; each component is typed by its own generated block interface. */
export const blockRegistry: { [T in BlockType]: ComponentType<BlockProps<T>> } = {
  hero: HeroComponent,
  richText: RichTextComponent,
  alert: AlertComponent,
  table: TableComponent,
  singleImage: SingleImageComponent,
  ...interactiveRegistry,
  ...cardsRegistry,
  ...listsRegistry,
  ...marketingRegistry,
  ...filtersRegistry,
  ...searchRegistry,
  ...chartsRegistry,
  ...formsRegistry,
  ...supportRegistry,
} as { [T in BlockType]: ComponentType<BlockProps<T>> }
