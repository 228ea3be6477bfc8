import type { Block } from 'payload'

/** Spec section 2: FAQ instant search. */
export const FaqSearchBlock: Block = {
  slug: 'faqSearch',
  interfaceName: 'FaqSearchBlock',
  labels: { singular: 'Ricerca nelle domande frequenti', plural: 'Ricerche nelle domande frequenti' },
  fields: [
    { name: 'title', label: 'Titolo', type: 'text', required: true, defaultValue: 'Cerca tra le domande frequenti' },
    {
      name: 'label',
      label: 'Etichetta del campo',
      type: 'text',
      required: true,
      defaultValue: 'Scrivi la tua domanda',
      maxLength: 80,
    },
  ],
}
