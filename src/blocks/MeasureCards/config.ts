import type { Block } from 'payload'
import { linkGroup } from '@/cms/fields/link'
import { italianNumber } from '@/cms/fields/numbers'

export const MeasureCardsBlock: Block = {
  slug: 'measureCards',
  interfaceName: 'MeasureCardsBlock',
  labels: {
    singular: 'Schede delle misure finanziate',
    plural: 'Schede delle misure finanziate',
  },
  fields: [
    { name: 'title', label: 'Titolo della sezione', type: 'text' },
    {
      name: 'cards',
      label: 'Schede',
      type: 'array',
      minRows: 1,
      required: true,
      labels: { singular: 'Scheda', plural: 'Schede' },
      fields: [
        {
          name: 'misura',
          label: 'Misura (titolo della scheda)',
          type: 'relationship',
          relationTo: 'misuras',
          required: true,
        },
        {
          name: 'entiBeneficiari',
          label: 'Beneficiari',
          type: 'relationship',
          relationTo: 'enteBeneficiarios',
          hasMany: true,
          admin: {
            description: 'Se non ne scegli nessuno, la scheda compare con qualunque filtro per beneficiario.',
          },
        },
        {
          name: 'entePromotore',
          label: 'Ente promotore',
          type: 'relationship',
          relationTo: 'entePromotores',
        },
        italianNumber({ name: 'risorseInEuro', label: 'Risorse in euro', min: 0 }, 'euro'),
        { name: 'descrizione', label: 'Descrizione', type: 'textarea' },
        {
          name: 'plateaPotenziale',
          label: 'Platea potenziale (es. 7.904 comuni)',
          type: 'text',
        },
        {
          name: 'aggiornamenti',
          label: 'Aggiornamenti (es. stato degli avvisi)',
          type: 'text',
        },
        linkGroup('link', 'Collegamento di approfondimento'),
        linkGroup('button', 'Pulsante'),
      ],
    },
  ],
}
