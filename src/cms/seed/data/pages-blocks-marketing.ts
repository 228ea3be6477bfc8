import { bannerExamples } from '../../../blocks/Banner/examples'
import { benefitsExamples } from '../../../blocks/Benefits/examples'
import { sectionHero } from '../../../blocks/Hero/examples'
import { imageGridExamples } from '../../../blocks/ImageGrid/examples'
import { imageTextColumnExamples } from '../../../blocks/ImageTextColumn/examples'
import { imageTextHeroExamples } from '../../../blocks/ImageTextHero/examples'
import { splitBannerExamples } from '../../../blocks/SplitBanner/examples'
import { textColumnsExamples } from '../../../blocks/TextColumns/examples'
import { daysAgo, stamps } from '../dates'
import type { ImageKey } from './images'
import type { Refs } from '../refs'
import type { Data } from '../seeder'
import { programmeTimeline } from './figures'

const GRID_IMAGES: ImageKey[] = ['mappa', 'cloud', 'rete']

/** Demo pages of the marketing family: two pages, because a page has one hero at most. */
export function marketingBlockPages(r: Refs): Data<'pages'>[] {
  const { temi } = imageGridExamples
  return [
    {
      title: 'Esempi: banner e colonne',
      slug: 'esempi/banner-e-colonne',
      customUpdateDate: daysAgo(2),
      nascondiValutazione: true,
      body: [
        { ...imageTextHeroExamples.banner, image: r.media('servizi') },
        { ...splitBannerExamples.cloud, image: r.media('cloud') },
        textColumnsExamples.una,
        textColumnsExamples.due,
        { ...splitBannerExamples.territori, image: r.media('mappa') },
        { ...imageTextColumnExamples.cloud, image: r.media('cloud') },
        { ...temi, imageBlocks: temi.imageBlocks.map((item, i) => ({ ...item, image: r.media(GRID_IMAGES[i]!) })) },
        bannerExamples.supporto,
        bannerExamples.novita,
        bannerExamples.dipartimento,
      ],
      ...stamps(15, 2),
    },
    {
      title: 'Esempi: vantaggi e percorso del programma',
      slug: 'esempi/vantaggi',
      customUpdateDate: daysAgo(2),
      nascondiValutazione: true,
      body: [
        sectionHero(
          'Esempi: vantaggi e percorso del programma',
          'I vantaggi per le amministrazioni, come funziona l’accesso forfettario e le tappe principali del programma.',
        ),
        benefitsExamples.vantaggi,
        benefitsExamples.forfettario,
        programmeTimeline(),
        bannerExamples.supporto,
      ],
      ...stamps(15, 2),
    },
  ]
}
