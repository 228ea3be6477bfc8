import type { Block } from 'payload'
import { BENEFIT_ICON_LABELS, type BenefitIcon } from './icons'

export const BenefitsBlock: Block = {
  slug: 'benefits',
  interfaceName: 'BenefitsBlock',
  labels: { singular: 'Vantaggi', plural: 'Vantaggi' },
  fields: [
    { name: 'title', label: 'Titolo', type: 'text', required: true },
    { name: 'intro', label: 'Introduzione', type: 'textarea' },
    {
      name: 'items',
      label: 'Voci',
      type: 'array',
      required: true,
      minRows: 1,
      labels: { singular: 'Voce', plural: 'Voci' },
      fields: [
        {
          name: 'icon',
          label: 'Icona (facoltativa)',
          type: 'select',
          options: (Object.keys(BENEFIT_ICON_LABELS) as BenefitIcon[]).map((value) => ({ label: BENEFIT_ICON_LABELS[value], value })),
        },
        { name: 'title', label: 'Titolo', type: 'text', required: true },
        { name: 'text', label: 'Testo', type: 'textarea' },
      ],
    },
  ],
}
