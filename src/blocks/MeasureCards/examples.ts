import type { MeasureCardsBlock } from '../../payload-types'
import { measurePath } from '@/content/paths'
import { beneficiari, misura, promotore } from '../filtering/examples'

const DTD = promotore('Dipartimento per la trasformazione digitale')
/** «Scopri la misura» leads to the measure's own page. */
const approfondisci = (label: string) => ({ text: 'Scopri la misura', href: measurePath(label), target: '_self' }) as const

export const measureCardsExamples = {
  misure: {
    blockType: 'measureCards',
    title: 'Le misure finanziate',
    cards: [
      {
        misura: misura('1.4.1 Esperienza dei servizi pubblici'),
        entiBeneficiari: beneficiari('Comuni', 'Scuole'),
        entePromotore: DTD,
        risorseInEuro: 813_000_000,
        descrizione: 'Siti e servizi digitali costruiti sui modelli comuni, facili da usare da smartphone e accessibili a tutti.',
        plateaPotenziale: 'Circa 7.900 comuni e 8.000 scuole',
        aggiornamenti: 'Avviso per le scuole aperto fino a esaurimento delle risorse',
        link: approfondisci('1.4.1 Esperienza dei servizi pubblici'),
        button: {
          text: 'Chiedi assistenza',
          href: '/supporto/assistenza-tecnica',
          target: '_self',
        },
      },
      {
        misura: misura('1.2 Abilitazione e facilitazione migrazione al Cloud'),
        entiBeneficiari: beneficiari('Comuni', 'Scuole', 'ASL e Aziende ospedaliere'),
        entePromotore: DTD,
        risorseInEuro: 1_000_000_000,
        descrizione: 'Trasferimento in cloud qualificato dei servizi e dei dati delle amministrazioni locali.',
        plateaPotenziale: 'Oltre 16.000 enti',
        link: approfondisci('1.2 Abilitazione e facilitazione migrazione al Cloud'),
      },
      {
        misura: misura('1.4.3 Adozione pagoPA'),
        entiBeneficiari: beneficiari('Comuni', 'Province', 'Città metropolitane'),
        entePromotore: DTD,
        risorseInEuro: 200_000_000,
        descrizione: 'Pagamenti verso la pubblica amministrazione con pagoPA per tutti i servizi che prevedono un incasso.',
        aggiornamenti: 'Avviso chiuso, progetti in corso',
        link: approfondisci('1.4.3 Adozione pagoPA'),
      },
      {
        misura: misura('1.1 Infrastrutture digitali (Altre PAC)'),
        entiBeneficiari: beneficiari('Enti pubblici non economici'),
        entePromotore: promotore('Agenzia per l’Italia digitale'),
        risorseInEuro: 900_000_000,
        descrizione: 'Migrazione dei centri elaborazione dati delle amministrazioni centrali verso infrastrutture sicure.',
        plateaPotenziale: 'Circa 280 amministrazioni centrali',
      },
      {
        misura: misura('2.2.3 Digitalizzazione delle procedure SUAP e SUE'),
        entiBeneficiari: beneficiari('Comuni'),
        entePromotore: promotore('Dipartimento della funzione pubblica'),
        risorseInEuro: 324_400_000,
        descrizione: 'Sportelli unici per le attività produttive e per l’edilizia interamente digitali e interoperabili.',
        aggiornamenti: 'Avvisi per i comuni in apertura',
        link: approfondisci('2.2.3 Digitalizzazione delle procedure SUAP e SUE'),
      },
    ],
  },
} satisfies Record<string, MeasureCardsBlock>
