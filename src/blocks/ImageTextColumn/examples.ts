import type { ImageTextColumnBlock } from '../../payload-types'
import { bold, doc, p } from '@/content/lexical'
import { exampleMedia } from '../SingleImage/examples'

export const imageTextColumnExamples = {
  cloud: {
    blockType: 'imageTextColumn',
    title: 'Servizi più sicuri con il cloud',
    image: exampleMedia.cloud,
    text: doc(
      p(
        'Spostare applicazioni e dati su ',
        bold('infrastrutture cloud qualificate'),
        ' riduce i rischi di interruzione e di perdita dei dati e libera l’ente dalla manutenzione dei server.',
      ),
      p('Il contributo copre la migrazione dei servizi scelti, con un importo definito in base alla dimensione dell’ente.'),
    ),
    link: { text: 'Leggi le domande frequenti sul cloud', href: '/supporto/domande-frequenti', target: '_self' },
  },
} satisfies Record<string, ImageTextColumnBlock>
