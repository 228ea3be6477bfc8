import type { Block } from 'payload'

export const NewsListBlock: Block = {
  slug: 'newsList',
  interfaceName: 'NewsListBlock',
  labels: { singular: 'Elenco delle notizie', plural: 'Elenchi delle notizie' },
  fields: [
    { name: 'title', label: 'Titolo dell’elenco', type: 'text', required: true },
    {
      name: 'selection',
      label: 'Notizie da mostrare',
      type: 'select',
      required: true,
      defaultValue: 'latest_3',
      options: [
        { label: 'Le 3 più recenti', value: 'latest_3' },
        { label: 'Le 6 più recenti', value: 'latest_6' },
        { label: 'Tutte, divise in pagine', value: 'paginated' },
      ],
      admin: { description: 'Divise in pagine: 12 notizie per pagina con 3 schede per riga, altrimenti 14.' },
    },
    {
      name: 'columns',
      label: 'Schede per riga su schermi larghi',
      type: 'select',
      required: true,
      defaultValue: '3',
      options: [
        { label: '2', value: '2' },
        { label: '3', value: '3' },
      ],
      admin: { description: 'Sugli smartphone le schede sono sempre una sotto l’altra.' },
    },
  ],
}
