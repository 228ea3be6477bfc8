import type { Block } from 'payload'
import { ChartBlock } from '../Chart/config'

export const ChartTabsBlock: Block = {
  slug: 'chartTabs',
  interfaceName: 'ChartTabsBlock',
  labels: { singular: 'Schede di grafici', plural: 'Schede di grafici' },
  fields: [
    { name: 'title', label: 'Titolo della sezione', type: 'text' },
    {
      name: 'tabs',
      label: 'Schede',
      type: 'array',
      minRows: 2,
      maxRows: 8,
      required: true,
      labels: { singular: 'Scheda', plural: 'Schede' },
      fields: [
        { name: 'label', label: 'Etichetta della scheda', type: 'text', required: true },
        { name: 'charts', label: 'Grafici', type: 'blocks', blocks: [ChartBlock], minRows: 1, required: true },
      ],
    },
  ],
}
