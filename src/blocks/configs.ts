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

/** The body field's button and rows: «Aggiungi blocco». */
export const BODY_LABELS = { singular: 'blocco', plural: 'blocchi' }

type Described = { block: Block; description: string }

/** Words in lines of at most `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = []
  for (const word of text.split(' ')) {
    const last = lines.at(-1)
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  return lines
}

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * The block menu's thumbnail: the group, the block's name and what it is for, drawn as an inline
 * SVG (a data: URL, so no file to keep in step and no request anywhere).
 */
export function thumbnail(group: string, label: string, description: string): string {
  const lines = (text: string, width: number, max: number, y: number, step: number, style: string) =>
    wrap(text, width)
      .slice(0, max)
      .map((line, i) => `<text x="28" y="${y + i * step}" ${style}>${xml(line)}</text>`)
  const title = lines(label, 27, 2, 108, 34, 'font-size="28" font-weight="bold" fill="#17324d"')
  const text = lines(description, 38, 4, 108 + title.length * 34 + 26, 30, 'font-size="21" fill="#33485c"')
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320" viewBox="0 0 480 320" font-family="Titillium Web, Arial, sans-serif">` +
    `<rect width="480" height="320" fill="#f2f7fc"/><rect width="480" height="8" fill="#0066cc"/>` +
    `<text x="28" y="62" font-size="17" fill="#0066cc" letter-spacing="1">${xml(group.toUpperCase())}</text>` +
    `${title.join('')}${text.join('')}</svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

const singular = (block: Block) => (typeof block.labels?.singular === 'string' ? block.labels.singular : block.slug)

/** A block in its group of the admin's block menu, with a thumbnail that says what it is for. */
function grouped(group: string, items: Described[]): Block[] {
  return items.map(({ block, description }) => ({
    ...block,
    admin: { ...block.admin, group, images: { thumbnail: { url: thumbnail(group, singular(block), description), alt: description } } },
  }))
}

/** Every block an editor can place in a page body, in the order and groups of the admin's block menu. */
export const pageBlocks: Block[] = [
  ...grouped('Contenuto', [
    { block: HeroBlock, description: 'Titolo grande in apertura, con descrizione, pulsante e immagine facoltativi.' },
    { block: RichTextBlock, description: 'Testo con titoli, elenchi, collegamenti e citazioni.' },
    { block: AlertBlock, description: 'Riquadro colorato per un avviso o un’informazione da non perdere.' },
    { block: TableBlock, description: 'Tabella di dati con intestazioni, leggibile anche da telefono.' },
    { block: SingleImageBlock, description: 'Una sola immagine con didascalia.' },
  ]),
  ...grouped('Elementi interattivi', [
    { block: PageHeaderBlock, description: 'Intestazione con argomento, misura, stato, beneficiari e data di aggiornamento.' },
    { block: VideoPlayerBlock, description: 'Video incorporato, con titolo e trascrizione.' },
    { block: ConsentSettingsBlock, description: 'Scelte sui contenuti esterni (video) salvate nel browser, con il pulsante per revocarle.' },
    { block: StepperBlock, description: 'Passaggi numerati di una procedura.' },
  ]),
  ...grouped('Schede', [
    { block: CardGridBlock, description: 'Griglia di schede: notizie, risorse, linee guida, servizi o collegamenti.' },
    { block: AnnouncementsGridBlock, description: 'Gli avvisi più recenti con stato e date, anche di un solo ente promotore.' },
  ]),
  ...grouped('Elenchi', [
    { block: DatedListBlock, description: 'Elenco di voci, ognuna con la sua data.' },
    { block: LinkListBlock, description: 'Elenco di collegamenti, interni o esterni.' },
    { block: FaqListBlock, description: 'Domande frequenti scelte per categoria o misura.' },
    { block: UpdatesListBlock, description: 'Gli aggiornamenti più recenti.' },
    { block: NewsListBlock, description: 'Le notizie più recenti.' },
  ]),
  ...grouped('Presentazione', [
    { block: ImageTextHeroBlock, description: 'Apertura con immagine e testo affiancati.' },
    { block: SplitBannerBlock, description: 'Banner diviso: immagine da un lato, testo e pulsante dall’altro.' },
    { block: BannerBlock, description: 'Banner colorato a tutta larghezza con titolo e testo.' },
    { block: ImageTextColumnBlock, description: 'Titolo, immagine e testo in colonna.' },
    { block: TextColumnsBlock, description: 'Testo su più colonne.' },
    { block: ImageGridBlock, description: 'Griglia di immagini con didascalia, su più colonne.' },
    { block: BenefitsBlock, description: 'Vantaggi o punti chiave con icona.' },
    { block: TimelineBlock, description: 'Tappe su una linea del tempo.' },
  ]),
  ...grouped('Filtri per misura e beneficiario', [
    { block: SidebarRichTextBlock, description: 'Sezioni di testo con indice laterale, anche per beneficiario.' },
    { block: MeasureCardsBlock, description: 'Schede delle misure, filtrabili per beneficiario.' },
    { block: MeasuresAccordionBlock, description: 'Misure in sezioni apribili.' },
    { block: BeneficiaryContentBlock, description: 'Contenuti diversi secondo il beneficiario scelto.' },
  ]),
  ...grouped('Ricerca', [
    { block: SearchHeroBlock, description: 'Apertura con il campo di ricerca nel sito.' },
    { block: FaqSearchBlock, description: 'Campo di ricerca nelle domande frequenti.' },
  ]),
  ...grouped('Grafici', [
    { block: ChartBlock, description: 'Grafico con indicatori (KPI) e tabella dei dati.' },
    { block: ChartSelectorBlock, description: 'Più grafici, scelti da un menu.' },
    { block: ChartTabsBlock, description: 'Più grafici in schede.' },
  ]),
  ...grouped('Moduli', [
    { block: NewsletterFormBlock, description: 'Modulo di iscrizione alla newsletter.' },
    { block: TerritoryFormBlock, description: 'Modulo per chiedere il contatto del referente territoriale.' },
    { block: SupportRequestFormBlock, description: 'Modulo di richiesta di assistenza.' },
  ]),
]

/**
 * The blocks of the other collections' bodies (news, FAQs, resources, data, support): a page's
 * but the measures accordion. Its tables have a fixed name (`dbName: 'meas_acc'`, for Postgres's
 * 63-character identifiers), so Payload gives every collection that uses it the same table, whose
 * rows point at pages: a FAQ with the same id as a page read that page's accordion and failed to save.
 */
export const bodyBlocks: Block[] = pageBlocks.filter((block) => block.slug !== MeasuresAccordionBlock.slug)
