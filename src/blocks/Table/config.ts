import type { Block } from 'payload'

export const TableBlock: Block = {
  slug: 'table',
  interfaceName: 'TableBlock',
  labels: { singular: 'Tabella', plural: 'Tabelle' },
  fields: [
    {
      name: 'caption',
      label: 'Titolo della tabella',
      type: 'text',
      required: true,
      admin: { description: 'Descrive il contenuto della tabella a chi usa un lettore di schermo.' },
    },
    {
      name: 'columns',
      label: 'Colonne',
      type: 'array',
      minRows: 1,
      required: true,
      labels: { singular: 'Colonna', plural: 'Colonne' },
      fields: [{ name: 'label', label: 'Intestazione', type: 'text', required: true }],
    },
    {
      name: 'rows',
      label: 'Righe',
      type: 'array',
      labels: { singular: 'Riga', plural: 'Righe' },
      fields: [
        {
          name: 'cells',
          label: 'Celle',
          type: 'array',
          labels: { singular: 'Cella', plural: 'Celle' },
          fields: [{ name: 'value', label: 'Valore', type: 'text' }],
        },
      ],
    },
  ],
}
