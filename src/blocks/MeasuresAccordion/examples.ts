import type { MeasuresAccordionBlock } from '../../payload-types'
import { beneficiari, misura } from '../filtering/examples'

const risorsa = (text: string, href: string) => ({ text, href, target: '_self' }) as const

export const measuresAccordionExamples = {
  risorse: {
    blockType: 'measuresAccordion',
    title: 'Guide e risorse per misura',
    items: [
      {
        titleMisura: misura('1.4.1 Esperienza dei servizi pubblici'),
        resources: [
          {
            link: risorsa('Guida alla candidatura per i comuni', '/guide-e-risorse/guida-candidatura-comuni'),
            beneficiari: beneficiari('Comuni'),
          },
          {
            link: risorsa('Modelli per i siti delle scuole', '/guide-e-risorse/modelli-siti-scuole'),
            beneficiari: beneficiari('Scuole'),
          },
        ],
      },
      {
        titleMisura: misura('1.2 Abilitazione e facilitazione migrazione al Cloud'),
        resources: [
          {
            link: risorsa('Kit per la migrazione al cloud', '/guide-e-risorse/kit-migrazione-cloud'),
            beneficiari: beneficiari('Comuni', 'Scuole', 'ASL e Aziende ospedaliere'),
          },
        ],
      },
      {
        titleMisura: misura('1.4.3 Adozione pagoPA'),
        resources: [
          {
            link: risorsa('Vademecum per l’integrazione con pagoPA', '/guide-e-risorse/vademecum-pagopa'),
            beneficiari: beneficiari('Comuni', 'Città metropolitane', 'Province'),
          },
          {
            link: risorsa('Domande frequenti sui progetti', '/supporto/domande-frequenti'),
          },
        ],
      },
    ],
  },
} satisfies Record<string, MeasuresAccordionBlock>
