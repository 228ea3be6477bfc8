import type { Block } from 'payload'
import { ChartBlock } from '../Chart/config'

export const ChartSelectorBlock: Block = {
  slug: 'chartSelector',
  interfaceName: 'ChartSelectorBlock',
  labels: { singular: 'Selettore di grafici', plural: 'Selettori di grafici' },
  fields: [
    { name: 'title', label: 'Titolo della sezione', type: 'text' },
    { name: 'label', label: 'Etichetta del menu', type: 'text', required: true, defaultValue: 'Progetti' },
    {
      name: 'charts',
      label: 'Grafici',
      type: 'blocks',
      blocks: [ChartBlock],
      minRows: 2,
      maxRows: 12,
      required: true,
      admin: { description: 'Il menu mostra un grafico alla volta; le voci sono i titoli dei grafici.' },
    },
  ],
}
