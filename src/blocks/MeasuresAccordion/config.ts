import type { Block } from 'payload'
import { linkGroup } from '@/cms/fields/link'

export const MeasuresAccordionBlock: Block = {
  slug: 'measuresAccordion',
  // Short table names: PostgreSQL identifiers stop at 63 characters.
  dbName: 'meas_acc',
  interfaceName: 'MeasuresAccordionBlock',
  labels: {
    singular: 'Risorse per misura (a fisarmonica)',
    plural: 'Risorse per misura (a fisarmonica)',
  },
  fields: [
    { name: 'title', label: 'Titolo della sezione', type: 'text' },
    {
      name: 'items',
      label: 'Misure',
      type: 'array',
      minRows: 1,
      required: true,
      labels: { singular: 'Misura', plural: 'Misure' },
      fields: [
        {
          name: 'titleMisura',
          label: 'Misura (titolo della voce)',
          type: 'relationship',
          relationTo: 'misuras',
          required: true,
        },
        {
          name: 'resources',
          label: 'Risorse',
          type: 'array',
          minRows: 1,
          required: true,
          labels: { singular: 'Risorsa', plural: 'Risorse' },
          fields: [
            linkGroup('link', 'Collegamento alla risorsa', true),
            {
              name: 'beneficiari',
              label: 'Beneficiari',
              type: 'relationship',
              relationTo: 'enteBeneficiarios',
              hasMany: true,
              admin: {
                description: 'Se non ne scegli nessuno, la risorsa compare con qualunque filtro per beneficiario.',
              },
            },
          ],
        },
      ],
    },
  ],
}
