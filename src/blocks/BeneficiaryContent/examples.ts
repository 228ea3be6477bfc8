import type { BeneficiaryContentBlock } from '../../payload-types'
import { doc, p } from '@/content/lexical'
import { beneficiari } from '../filtering/examples'

/** One beneficiary per item; Università, Province and others have none, so the filter can come up empty. */
export const beneficiaryContentExamples = {
  opportunita: {
    blockType: 'beneficiaryContent',
    id: 'opportunita',
    title: 'Le opportunità per il tuo ente',
    intro: 'Scegli il tipo di ente per vedere solo i contenuti che lo riguardano.',
    items: [
      {
        title: 'Per i comuni: servizi online e pagamenti digitali',
        text: doc(p('Contributi per rinnovare il sito comunale, offrire servizi con SPID e CIE e incassare con pagoPA.')),
        link: { text: 'Scopri le misure per i comuni', href: '/beneficiari/comuni', target: '_self' },
        beneficiari: beneficiari('Comuni'),
      },
      {
        title: 'Per le scuole: un sito chiaro per studenti e famiglie',
        text: doc(p('Le istituzioni scolastiche ricevono un importo forfettario per il sito basato sul modello nazionale.')),
        beneficiari: beneficiari('Scuole'),
      },
      {
        title: 'Per le aziende sanitarie: dati clinici più sicuri',
        text: doc(p('ASL e aziende ospedaliere possono migrare in cloud qualificato i sistemi non critici.')),
        link: { text: 'Leggi le domande frequenti', href: '/supporto/domande-frequenti', target: '_self' },
        beneficiari: beneficiari('ASL e Aziende ospedaliere'),
      },
      {
        title: 'Per le regioni: piattaforme condivise sul territorio',
        text: doc(p('Regioni e Province autonome coordinano gli enti del territorio nell’adozione delle piattaforme nazionali.')),
        beneficiari: beneficiari('Regioni e Province autonome'),
      },
    ],
  },
} satisfies Record<string, BeneficiaryContentBlock>
