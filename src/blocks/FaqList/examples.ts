import type { FaqListBlock } from '../../payload-types'

export const faqListExamples = {
  generali: {
    blockType: 'faqList',
    id: 'faq-generali',
    title: 'Domande frequenti generali',
    source: 'categoria',
    category: 'generali',
    pageSize: 10,
  },
  /** Every category has FAQs in the seed, so the empty state comes from an empty selection. */
  vuota: {
    blockType: 'faqList',
    id: 'faq-selezione',
    title: 'Domande frequenti selezionate',
    source: 'selezione',
    faqs: [],
    pageSize: 10,
  },
} satisfies Record<string, FaqListBlock>
