import type { Block } from 'payload'
import { BeneficiaryContentBlock } from './BeneficiaryContent/config'
import { MeasureCardsBlock } from './MeasureCards/config'
import { MeasuresAccordionBlock } from './MeasuresAccordion/config'
import { SidebarRichTextBlock } from './SidebarRichText/config'

/** Block schemas of the filters family (registered in configs.ts). */
export const filtersBlocks: Block[] = [SidebarRichTextBlock, MeasureCardsBlock, MeasuresAccordionBlock, BeneficiaryContentBlock]
