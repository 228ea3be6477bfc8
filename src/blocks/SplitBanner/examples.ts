import type { SplitBannerBlock } from '../../payload-types'
import { exampleMedia } from '../SingleImage/examples'

export const splitBannerExamples = {
  cloud: {
    blockType: 'splitBanner',
    title: 'Porta i servizi del tuo ente sul cloud',
    text: 'Il programma finanzia la migrazione di applicazioni e dati verso infrastrutture cloud qualificate: servizi più sicuri, sempre disponibili e più semplici da aggiornare.',
    image: exampleMedia.cloud,
    imagePosition: 'left',
    button: { text: 'Scopri le misure per il cloud', href: '/il-programma', target: '_self' },
  },
  territori: {
    blockType: 'splitBanner',
    title: 'Un programma per tutto il territorio',
    text: 'Comuni grandi e piccoli, scuole e aziende sanitarie di ogni regione partecipano agli avvisi. Guarda quante amministrazioni hanno già aderito.',
    image: exampleMedia.mappa,
    imagePosition: 'right',
    button: { text: 'Consulta i dati aperti', href: '/open-data', target: '_self' },
  },
} satisfies Record<string, SplitBannerBlock>
