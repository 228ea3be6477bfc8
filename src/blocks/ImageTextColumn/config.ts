import type { Block } from 'payload'
import { linkGroup } from '@/cms/fields/link'

export const ImageTextColumnBlock: Block = {
  slug: 'imageTextColumn',
  interfaceName: 'ImageTextColumnBlock',
  labels: { singular: 'Immagine e testo', plural: 'Immagini e testi' },
  fields: [
    { name: 'title', label: 'Titolo', type: 'text', required: true },
    { name: 'image', label: 'Immagine', type: 'upload', relationTo: 'media', required: true },
    { name: 'text', label: 'Testo', type: 'richText', required: true },
    linkGroup('link', 'Collegamento (facoltativo)'),
  ],
}
