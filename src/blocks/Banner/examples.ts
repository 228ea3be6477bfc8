import type { BannerBlock } from '../../payload-types'

export const bannerExamples = {
  supporto: {
    blockType: 'banner',
    title: 'Hai bisogno di aiuto con la candidatura?',
    text: 'Il gruppo di supporto risponde alle domande su avvisi, piattaforma e verifiche dei progetti.',
    button: { text: 'Vai al supporto', href: '/supporto', target: '_self' },
    colour: 'primary',
  },
  novita: {
    blockType: 'banner',
    title: 'Resta aggiornato sui nuovi avvisi',
    text: 'Ogni nuovo avviso di finanziamento viene annunciato nella sezione notizie, con scadenze e requisiti.',
    button: { text: 'Leggi le notizie', href: '/notizie', target: '_self' },
    colour: 'dark',
  },
  dipartimento: {
    blockType: 'banner',
    title: 'Le regole complete del programma',
    text: 'Decreti, avvisi e documentazione ufficiale sono pubblicati sul sito del Dipartimento per la trasformazione digitale.',
    button: { text: 'Vai al sito del Dipartimento', href: 'https://innovazione.gov.it/', target: '_blank' },
    colour: 'light',
  },
} satisfies Record<string, BannerBlock>
