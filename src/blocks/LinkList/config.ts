import type { Block } from 'payload'
import { linkGroup } from '@/cms/fields/link'
import { pageSizeField } from '../Pagination/fields'

export const LinkListBlock: Block = {
  slug: 'linkList',
  interfaceName: 'LinkListBlock',
  labels: { singular: 'Elenco di collegamenti', plural: 'Elenchi di collegamenti' },
  fields: [
    { name: 'title', label: 'Titolo dell’elenco', type: 'text', required: true },
    {
      name: 'items',
      label: 'Collegamenti',
      type: 'array',
      labels: { singular: 'Collegamento', plural: 'Collegamenti' },
      fields: [
        linkGroup('link', 'Collegamento', true),
        { name: 'category', label: 'Categoria', type: 'text', admin: { description: 'Mostrata sopra il collegamento.' } },
      ],
    },
    pageSizeField,
  ],
}
