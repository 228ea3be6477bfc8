import type { Block } from 'payload'

export const TimelineBlock: Block = {
  slug: 'timeline',
  interfaceName: 'TimelineBlock',
  labels: { singular: 'Linea del tempo', plural: 'Linee del tempo' },
  fields: [
    { name: 'title', label: 'Titolo', type: 'text', required: true },
    {
      name: 'items',
      label: 'Tappe',
      type: 'array',
      required: true,
      minRows: 1,
      labels: { singular: 'Tappa', plural: 'Tappe' },
      admin: { description: 'In ordine cronologico, dalla più vecchia.' },
      fields: [
        { name: 'dateLabel', label: 'Data (come va mostrata, es. Novembre 2021)', type: 'text', required: true },
        { name: 'title', label: 'Titolo', type: 'text', required: true },
        { name: 'text', label: 'Testo', type: 'textarea' },
        { name: 'isCurrent', label: 'È la tappa attuale (mostra «Oggi»)', type: 'checkbox', defaultValue: false },
      ],
    },
  ],
}
