import type { Block } from 'payload'
import { FAQ_CATEGORIES } from '@/content/paths'
import { pageSizeField } from '../Pagination/fields'

export const FaqListBlock: Block = {
  slug: 'faqList',
  interfaceName: 'FaqListBlock',
  labels: { singular: 'Elenco di domande frequenti', plural: 'Elenchi di domande frequenti' },
  fields: [
    { name: 'title', label: 'Titolo dell’elenco', type: 'text', required: true },
    {
      name: 'source',
      label: 'Quali domande mostrare',
      type: 'select',
      required: true,
      defaultValue: 'categoria',
      options: [
        { label: 'Tutte le domande, o quelle della categoria scelta', value: 'categoria' },
        { label: 'Solo le domande scelte qui sotto', value: 'selezione' },
      ],
    },
    {
      name: 'category',
      label: 'Categoria',
      type: 'select',
      options: FAQ_CATEGORIES.map((c) => ({ ...c })),
      admin: { description: 'Facoltativa: limita l’elenco alle domande di questa categoria.' },
    },
    {
      name: 'faqs',
      label: 'Domande scelte',
      type: 'relationship',
      relationTo: 'faqs',
      hasMany: true,
      admin: {
        description: 'Mostrate nell’ordine scelto. Se la selezione è vuota, l’elenco dice che non ci sono domande.',
        condition: (_, sibling) => sibling?.source === 'selezione',
      },
    },
    pageSizeField,
  ],
}
