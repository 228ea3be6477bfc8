import type { LinkListBlock } from '../../payload-types'

type Item = NonNullable<LinkListBlock['items']>[number]

const external = (category: string, text: string, href: string): Item => ({
  category,
  link: { text, href, target: '_blank' },
})

export const linkListExamples = {
  collegamenti: {
    blockType: 'linkList',
    id: 'collegamenti',
    title: 'Collegamenti utili',
    pageSize: 4,
    items: [
      external('Piattaforme', 'pagoPA, i pagamenti verso la pubblica amministrazione', 'https://www.pagopa.gov.it/'),
      external('Piattaforme', 'App IO, i servizi pubblici sullo smartphone', 'https://io.italia.it/'),
      external('Identità digitale', 'SPID, il Sistema pubblico di identità digitale', 'https://www.spid.gov.it/'),
      external('Identità digitale', 'Carta d’identità elettronica', 'https://www.cartaidentita.interno.gov.it/'),
      external('Linee guida', 'Designers Italia, modelli per i siti dei comuni e delle scuole', 'https://designers.italia.it/'),
      external('Linee guida', 'Agenzia per l’Italia digitale', 'https://www.agid.gov.it/'),
      { category: 'Supporto', link: { text: 'Domande frequenti del programma', href: '/supporto/domande-frequenti', target: '_self' } },
    ],
  },
} satisfies Record<string, LinkListBlock>
