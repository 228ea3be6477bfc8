import type { ComponentType } from 'react'
import { AlertComponent } from './Alert/Component'
import { AnnouncementsGridComponent } from './AnnouncementsGrid/Component'
import { BannerComponent } from './Banner/Component'
import { BeneficiaryContentComponent } from './BeneficiaryContent/Component'
import { BenefitsComponent } from './Benefits/Component'
import { CardGridComponent } from './CardGrid/Component'
import { ChartComponent } from './Chart/Component'
import { ChartSelectorComponent } from './ChartSelector/Component'
import { ChartTabsComponent } from './ChartTabs/Component'
import { DatedListComponent } from './DatedList/Component'
import { FaqListComponent } from './FaqList/Component'
import { FaqSearchComponent } from './FaqSearch/Component'
import { ConsentSettingsComponent } from './ConsentSettings/Component'
import { SearchHeroComponent } from './SearchHero/Component'
import { HeroComponent } from './Hero/Component'
import { ImageGridComponent } from './ImageGrid/Component'
import { ImageTextColumnComponent } from './ImageTextColumn/Component'
import { ImageTextHeroComponent } from './ImageTextHero/Component'
import { LinkListComponent } from './LinkList/Component'
import { MeasureCardsComponent } from './MeasureCards/Component'
import { MeasuresAccordionComponent } from './MeasuresAccordion/Component'
import { NewsletterFormComponent } from './NewsletterForm/Component'
import { NewsListComponent } from './NewsList/Component'
import { PageHeaderComponent } from './PageHeader/Component'
import { RichTextComponent } from './RichText/Component'
import { SidebarRichTextComponent } from './SidebarRichText/Component'
import { SingleImageComponent } from './SingleImage/Component'
import { SplitBannerComponent } from './SplitBanner/Component'
import { StepperComponent } from './Stepper/Component'
import { SupportRequestFormComponent } from './SupportRequestForm/Component'
import { TableComponent } from './Table/Component'
import { TerritoryFormComponent } from './TerritoryForm/Component'
import { TextColumnsComponent } from './TextColumns/Component'
import { TimelineComponent } from './Timeline/Component'
import type { BlockProps, BlockType } from './types'
import { UpdatesListComponent } from './UpdatesList/Component'
import { VideoPlayerComponent } from './VideoPlayer/Component'

/** blockType → component; a missing or mistyped entry is a compile error. */
export const blockRegistry = {
  hero: HeroComponent,
  richText: RichTextComponent,
  alert: AlertComponent,
  table: TableComponent,
  singleImage: SingleImageComponent,
  pageHeader: PageHeaderComponent,
  videoPlayer: VideoPlayerComponent,
  stepper: StepperComponent,
  cardGrid: CardGridComponent,
  announcementsGrid: AnnouncementsGridComponent,
  datedList: DatedListComponent,
  linkList: LinkListComponent,
  faqList: FaqListComponent,
  updatesList: UpdatesListComponent,
  newsList: NewsListComponent,
  imageTextHero: ImageTextHeroComponent,
  splitBanner: SplitBannerComponent,
  banner: BannerComponent,
  imageTextColumn: ImageTextColumnComponent,
  textColumns: TextColumnsComponent,
  imageGrid: ImageGridComponent,
  benefits: BenefitsComponent,
  timeline: TimelineComponent,
  sidebarRichText: SidebarRichTextComponent,
  measureCards: MeasureCardsComponent,
  measuresAccordion: MeasuresAccordionComponent,
  beneficiaryContent: BeneficiaryContentComponent,
  searchHero: SearchHeroComponent,
  faqSearch: FaqSearchComponent,
  consentSettings: ConsentSettingsComponent,
  chart: ChartComponent,
  chartSelector: ChartSelectorComponent,
  chartTabs: ChartTabsComponent,
  newsletterForm: NewsletterFormComponent,
  territoryForm: TerritoryFormComponent,
  supportRequestForm: SupportRequestFormComponent,
} satisfies { [T in BlockType]: ComponentType<BlockProps<T>> }
