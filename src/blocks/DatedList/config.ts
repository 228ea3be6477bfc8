import type { Block } from 'payload'
import { linkGroup } from '@/cms/fields/link'
import { pageSizeField } from '../Pagination/fields'
import { italianDate } from '@/cms/fields/dates'

export const DatedListBlock: Block = {
  slug: 'datedList',
  interfaceName: 'DatedListBlock',
  labels: { singular: 'Elenco con date', plural: 'Elenchi con date' },
  fields: [
    { name: 'title', label: 'Titolo dell’elenco', type: 'text', required: true },
    {
      name: 'items',
      label: 'Voci',
      type: 'array',
      labels: { singular: 'Voce', plural: 'Voci' },
      admin: { description: 'Sul sito le voci compaiono dalla più recente alla meno recente.' },
      fields: [
        italianDate({ name: 'date', label: 'Data', required: true }),
        { name: 'title', label: 'Titolo', type: 'text', required: true },
        linkGroup('link', 'Collegamento'),
      ],
    },
    pageSizeField,
  ],
}
