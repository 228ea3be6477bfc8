import type { ImageTextHeroBlock } from '../../payload-types'
import { exampleMedia } from '../SingleImage/examples'

export const imageTextHeroExamples = {
  banner: {
    blockType: 'imageTextHero',
    title: 'Esempi: banner e colonne',
    text: 'Banner, colonne di immagini e testo, testi su due colonne e griglie di immagini: i blocchi per raccontare il programma con parole e immagini.',
    image: exampleMedia.mappa,
    links: [
      { text: 'Scopri il programma', href: '/il-programma', target: '_self' },
      { text: 'Vai al supporto', href: '/supporto', target: '_self' },
    ],
    showBreadcrumbs: true,
  },
} satisfies Record<string, ImageTextHeroBlock>
