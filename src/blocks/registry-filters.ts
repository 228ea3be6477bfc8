import type { ComponentType } from 'react'
import { BeneficiaryContentComponent } from './BeneficiaryContent/Component'
import { MeasureCardsComponent } from './MeasureCards/Component'
import { MeasuresAccordionComponent } from './MeasuresAccordion/Component'
import { SidebarRichTextComponent } from './SidebarRichText/Component'
import type { BlockProps, BlockType } from './types'

/** Components of the filters family, by blockType (merged in registry.ts). */
export const filtersRegistry: Partial<{
  [T in BlockType]: ComponentType<BlockProps<T>>
}> = {
  sidebarRichText: SidebarRichTextComponent,
  measureCards: MeasureCardsComponent,
  measuresAccordion: MeasuresAccordionComponent,
  beneficiaryContent: BeneficiaryContentComponent,
}
