import type { Block } from 'payload'

export const SidebarRichTextBlock: Block = {
  slug: 'sidebarRichText',
  interfaceName: 'SidebarRichTextBlock',
  labels: {
    singular: 'Testo con indice laterale',
    plural: 'Testi con indice laterale',
  },
  fields: [
    {
      name: 'variant',
      label: 'Variante',
      type: 'select',
      required: true,
      defaultValue: 'plain',
      options: [
        { label: 'Semplice', value: 'plain' },
        { label: 'Con filtro per beneficiario', value: 'filtered' },
      ],
    },
    {
      name: 'sections',
      label: 'Sezioni',
      type: 'array',
      minRows: 1,
      required: true,
      labels: { singular: 'Sezione', plural: 'Sezioni' },
      fields: [
        {
          name: 'title',
          label: 'Titolo della sezione (compare anche nell’indice)',
          type: 'text',
          required: true,
        },
        {
          name: 'content',
          label: 'Testo della sezione',
          type: 'richText',
          required: true,
        },
        {
          name: 'beneficiari',
          label: 'Beneficiari',
          type: 'relationship',
          relationTo: 'enteBeneficiarios',
          hasMany: true,
          admin: {
            description: 'Usati dalla variante con filtro. Se non ne scegli nessuno, la sezione vale per tutti i beneficiari.',
          },
        },
      ],
    },
  ],
}
