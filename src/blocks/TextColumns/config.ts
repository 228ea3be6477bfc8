import type { Block } from 'payload'

export const TextColumnsBlock: Block = {
  slug: 'textColumns',
  interfaceName: 'TextColumnsBlock',
  labels: { singular: 'Testo in colonne', plural: 'Testi in colonne' },
  fields: [
    { name: 'title', label: 'Titolo della sezione (facoltativo)', type: 'text' },
    {
      name: 'columns',
      label: 'Numero di colonne',
      type: 'select',
      required: true,
      defaultValue: '1',
      options: [
        { label: 'Una colonna', value: '1' },
        { label: 'Due colonne', value: '2' },
      ],
      admin: { description: 'Sugli smartphone le colonne sono sempre una sotto l’altra.' },
    },
    { name: 'content', label: 'Testo (prima colonna)', type: 'richText', required: true },
    {
      name: 'secondColumn',
      label: 'Testo della seconda colonna',
      type: 'richText',
      admin: { condition: (_data, siblingData) => siblingData?.columns === '2' },
    },
  ],
}
