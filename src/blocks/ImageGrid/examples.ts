import type { ImageGridBlock } from '../../payload-types'
import { exampleMedia } from '../SingleImage/examples'

export const imageGridExamples = {
  temi: {
    blockType: 'imageGrid',
    title: 'I temi del programma',
    columns: '3',
    imageBlocks: [
      {
        image: exampleMedia.mappa,
        didascalia: 'Le amministrazioni che partecipano, regione per regione.',
        link: { href: '/open-data', target: '_self' },
      },
      {
        image: exampleMedia.cloud,
        didascalia: 'La migrazione al cloud di servizi e dati.',
        link: { href: 'https://innovazione.gov.it/', target: '_blank' },
      },
      {
        image: exampleMedia.mappa,
        didascalia: 'Una rete di enti che condividono soluzioni e buone pratiche.',
      },
    ],
  },
} satisfies Record<string, ImageGridBlock>
