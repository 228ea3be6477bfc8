import type { Block } from 'payload'
import { AlertBlock } from './Alert/config'
import { AnnouncementsGridBlock } from './AnnouncementsGrid/config'
import { BannerBlock } from './Banner/config'
import { BeneficiaryContentBlock } from './BeneficiaryContent/config'
import { BenefitsBlock } from './Benefits/config'
import { CardGridBlock } from './CardGrid/config'
import { ChartBlock } from './Chart/config'
import { ChartSelectorBlock } from './ChartSelector/config'
import { ChartTabsBlock } from './ChartTabs/config'
import { ConsentSettingsBlock } from './ConsentSettings/config'
import { DatedListBlock } from './DatedList/config'
import { FaqListBlock } from './FaqList/config'
import { FaqSearchBlock } from './FaqSearch/config'
import { HeroBlock } from './Hero/config'
import { ImageGridBlock } from './ImageGrid/config'
import { ImageTextColumnBlock } from './ImageTextColumn/config'
import { ImageTextHeroBlock } from './ImageTextHero/config'
import { LinkListBlock } from './LinkList/config'
import { MeasureCardsBlock } from './MeasureCards/config'
import { MeasuresAccordionBlock } from './MeasuresAccordion/config'
import { NewsletterFormBlock } from './NewsletterForm/config'
import { NewsListBlock } from './NewsList/config'
import { PageHeaderBlock } from './PageHeader/config'
import { RichTextBlock } from './RichText/config'
import { SearchHeroBlock } from './SearchHero/config'
import { SidebarRichTextBlock } from './SidebarRichText/config'
import { SingleImageBlock } from './SingleImage/config'
import { SplitBannerBlock } from './SplitBanner/config'
import { StepperBlock } from './Stepper/config'
import { SupportRequestFormBlock } from './SupportRequestForm/config'
import { TableBlock } from './Table/config'
import { TerritoryFormBlock } from './TerritoryForm/config'
import { TextColumnsBlock } from './TextColumns/config'
import { TimelineBlock } from './Timeline/config'
import { UpdatesListBlock } from './UpdatesList/config'
import { VideoPlayerBlock } from './VideoPlayer/config'

/** Every block an editor can place in a page body, in the order of the admin's block menu. */
export const bodyBlocks: Block[] = [
  // content
  HeroBlock,
  RichTextBlock,
  AlertBlock,
  TableBlock,
  SingleImageBlock,
  // interactive
  PageHeaderBlock,
  VideoPlayerBlock,
  ConsentSettingsBlock,
  StepperBlock,
  // cards
  CardGridBlock,
  AnnouncementsGridBlock,
  // lists
  DatedListBlock,
  LinkListBlock,
  FaqListBlock,
  UpdatesListBlock,
  NewsListBlock,
  // marketing
  ImageTextHeroBlock,
  SplitBannerBlock,
  BannerBlock,
  ImageTextColumnBlock,
  TextColumnsBlock,
  ImageGridBlock,
  BenefitsBlock,
  TimelineBlock,
  // filters
  SidebarRichTextBlock,
  MeasureCardsBlock,
  MeasuresAccordionBlock,
  BeneficiaryContentBlock,
  // search
  SearchHeroBlock,
  FaqSearchBlock,
  // charts
  ChartBlock,
  ChartSelectorBlock,
  ChartTabsBlock,
  // forms
  NewsletterFormBlock,
  TerritoryFormBlock,
  SupportRequestFormBlock,
]
