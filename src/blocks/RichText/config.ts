import type { Block } from 'payload'

export const RichTextBlock: Block = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  labels: { singular: 'Testo formattato', plural: 'Testi formattati' },
  fields: [{ name: 'content', label: 'Contenuto', type: 'richText', required: true }],
}
