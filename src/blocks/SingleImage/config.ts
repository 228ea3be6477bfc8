import type { Block } from 'payload'

export const SingleImageBlock: Block = {
  slug: 'singleImage',
  interfaceName: 'SingleImageBlock',
  labels: { singular: 'Immagine', plural: 'Immagini' },
  fields: [
    { name: 'image', label: 'Immagine', type: 'upload', relationTo: 'media', required: true },
    { name: 'didascalia', label: 'Didascalia', type: 'text' },
  ],
}
