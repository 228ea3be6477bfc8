import type { FaqSearchBlock } from '../../payload-types'

export const faqSearchExamples = {
  base: {
    blockType: 'faqSearch',
    id: 'ricerca-faq',
    title: 'Cerca tra le domande frequenti',
    label: 'Scrivi la tua domanda',
  },
} satisfies Record<string, FaqSearchBlock>
