import type { Block } from 'payload'
import { AlertBlock } from './Alert/config'
import { cardsBlocks } from './family-cards'
import { chartsBlocks } from './family-charts'
import { filtersBlocks } from './family-filters'
import { formsBlocks } from './family-forms'
import { interactiveBlocks } from './family-interactive'
import { listsBlocks } from './family-lists'
import { marketingBlocks } from './family-marketing'
import { supportBlocks } from './family-support'
import { HeroBlock } from './Hero/config'
import { RichTextBlock } from './RichText/config'
import { searchBlocks } from './family-search'
import { SingleImageBlock } from './SingleImage/config'
import { TableBlock } from './Table/config'

/** Every block an editor can place in a page body. */
export const bodyBlocks: Block[] = [
  HeroBlock,
  RichTextBlock,
  AlertBlock,
  TableBlock,
  SingleImageBlock,
  ...interactiveBlocks,
  ...cardsBlocks,
  ...listsBlocks,
  ...marketingBlocks,
  ...filtersBlocks,
  ...searchBlocks,
  ...chartsBlocks,
  ...formsBlocks,
  ...supportBlocks,
]
