import type { Block } from 'payload'
import { linkGroup } from '@/cms/fields/link'

export const SplitBannerBlock: Block = {
  slug: 'splitBanner',
  interfaceName: 'SplitBannerBlock',
  labels: { singular: 'Banner diviso (immagine e testo)', plural: 'Banner divisi (immagine e testo)' },
  fields: [
    { name: 'title', label: 'Titolo', type: 'text', required: true },
    { name: 'text', label: 'Testo', type: 'textarea' },
    { name: 'image', label: 'Immagine', type: 'upload', relationTo: 'media', required: true },
    {
      name: 'imagePosition',
      label: 'Posizione dell’immagine su schermi larghi',
      type: 'select',
      required: true,
      defaultValue: 'left',
      options: [
        { label: 'A sinistra', value: 'left' },
        { label: 'A destra', value: 'right' },
      ],
      admin: { description: 'Sugli smartphone l’immagine è sempre sopra il testo.' },
    },
    linkGroup('button', 'Pulsante'),
  ],
}
