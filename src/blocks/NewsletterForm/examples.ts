import type { NewsletterFormBlock } from '../../payload-types'

export const newsletterFormExamples = {
  standard: {
    blockType: 'newsletterForm',
    title: 'Iscriviti alla newsletter',
    intro: 'Lascia il tuo indirizzo e due informazioni su chi sei: ti scriveremo solo per le novità del programma.',
  },
  essenziale: { blockType: 'newsletterForm', title: null, intro: null },
} satisfies Record<string, NewsletterFormBlock>
