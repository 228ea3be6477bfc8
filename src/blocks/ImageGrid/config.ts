import type { Block } from 'payload'
import { linkGroup } from '@/cms/fields/link'

const link = linkGroup('link', 'Collegamento (facoltativo)')

export const ImageGridBlock: Block = {
  slug: 'imageGrid',
  interfaceName: 'ImageGridBlock',
  labels: { singular: 'Griglia di immagini', plural: 'Griglie di immagini' },
  fields: [
    { name: 'title', label: 'Titolo della sezione (facoltativo)', type: 'text' },
    {
      name: 'columns',
      label: 'Immagini per riga su schermi larghi',
      type: 'select',
      required: true,
      defaultValue: '3',
      options: [
        { label: '2', value: '2' },
        { label: '3', value: '3' },
        { label: '4', value: '4' },
      ],
    },
    {
      name: 'imageBlocks',
      label: 'Immagini',
      type: 'array',
      required: true,
      minRows: 1,
      labels: { singular: 'Immagine', plural: 'Immagini' },
      fields: [
        { name: 'image', label: 'Immagine', type: 'upload', relationTo: 'media', required: true },
        { name: 'didascalia', label: 'Didascalia', type: 'text', required: true },
        // The whole image is the link, so the link text and icon do not apply here.
        { ...link, fields: link.fields.filter((f) => 'name' in f && f.name !== 'text' && f.name !== 'icon') },
      ],
    },
  ],
}
