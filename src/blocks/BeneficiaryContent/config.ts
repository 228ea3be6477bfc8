import type { Block } from 'payload'
import { linkGroup } from '@/cms/fields/link'

export const BeneficiaryContentBlock: Block = {
  slug: 'beneficiaryContent',
  interfaceName: 'BeneficiaryContentBlock',
  labels: {
    singular: 'Contenuti filtrabili per beneficiario',
    plural: 'Contenuti filtrabili per beneficiario',
  },
  fields: [
    { name: 'title', label: 'Titolo della sezione', type: 'text', required: true },
    { name: 'intro', label: 'Introduzione', type: 'textarea' },
    {
      name: 'items',
      label: 'Contenuti',
      type: 'array',
      minRows: 1,
      required: true,
      labels: { singular: 'Contenuto', plural: 'Contenuti' },
      fields: [
        { name: 'title', label: 'Titolo', type: 'text', required: true },
        { name: 'text', label: 'Testo', type: 'richText', required: true },
        linkGroup('link', 'Collegamento (facoltativo)'),
        {
          name: 'beneficiari',
          label: 'Beneficiari',
          type: 'relationship',
          relationTo: 'enteBeneficiarios',
          hasMany: true,
          admin: { description: 'Se non ne scegli nessuno, il contenuto compare con qualunque filtro per beneficiario.' },
        },
      ],
    },
  ],
}
