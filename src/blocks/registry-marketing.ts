import type { ComponentType } from 'react'
import { BannerComponent } from './Banner/Component'
import { BenefitsComponent } from './Benefits/Component'
import { ImageGridComponent } from './ImageGrid/Component'
import { ImageTextColumnComponent } from './ImageTextColumn/Component'
import { ImageTextHeroComponent } from './ImageTextHero/Component'
import { SplitBannerComponent } from './SplitBanner/Component'
import { TextColumnsComponent } from './TextColumns/Component'
import { TimelineComponent } from './Timeline/Component'
import type { BlockProps, BlockType } from './types'

/** Components of the marketing family, by blockType (merged in registry.ts). */
export const marketingRegistry: Partial<{ [T in BlockType]: ComponentType<BlockProps<T>> }> = {
  imageTextHero: ImageTextHeroComponent,
  splitBanner: SplitBannerComponent,
  banner: BannerComponent,
  imageTextColumn: ImageTextColumnComponent,
  textColumns: TextColumnsComponent,
  imageGrid: ImageGridComponent,
  benefits: BenefitsComponent,
  timeline: TimelineComponent,
}
