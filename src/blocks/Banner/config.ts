import type { Block } from 'payload'
import { linkGroup } from '@/cms/fields/link'

/** Every option pairs background and text with a contrast of at least 4.5:1. */
const BANNER_COLOURS = [
  { label: 'Blu (testo bianco)', value: 'primary' },
  { label: 'Blu scuro (testo bianco)', value: 'dark' },
  { label: 'Grigio chiaro (testo scuro)', value: 'light' },
] as const

export const BannerBlock: Block = {
  slug: 'banner',
  interfaceName: 'BannerBlock',
  labels: { singular: 'Banner', plural: 'Banner' },
  fields: [
    { name: 'title', label: 'Titolo', type: 'text', required: true },
    { name: 'text', label: 'Testo', type: 'textarea' },
    linkGroup('button', 'Pulsante'),
    {
      name: 'colour',
      label: 'Colore di sfondo',
      type: 'select',
      required: true,
      defaultValue: 'primary',
      options: BANNER_COLOURS.map((c) => ({ ...c })),
    },
  ],
}
