import type { Block } from 'payload'
import { BannerBlock } from './Banner/config'
import { BenefitsBlock } from './Benefits/config'
import { ImageGridBlock } from './ImageGrid/config'
import { ImageTextColumnBlock } from './ImageTextColumn/config'
import { ImageTextHeroBlock } from './ImageTextHero/config'
import { SplitBannerBlock } from './SplitBanner/config'
import { TextColumnsBlock } from './TextColumns/config'
import { TimelineBlock } from './Timeline/config'

/** Block schemas of the marketing family (registered in configs.ts). */
export const marketingBlocks: Block[] = [
  ImageTextHeroBlock,
  SplitBannerBlock,
  BannerBlock,
  ImageTextColumnBlock,
  TextColumnsBlock,
  ImageGridBlock,
  BenefitsBlock,
  TimelineBlock,
]
