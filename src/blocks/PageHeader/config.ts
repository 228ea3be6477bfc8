import type { Block } from 'payload'

export const PageHeaderBlock: Block = {
  slug: 'pageHeader',
  interfaceName: 'PageHeaderBlock',
  labels: { singular: 'Intestazione di pagina', plural: 'Intestazioni di pagina' },
  fields: [
    { name: 'argomento', label: 'Argomento', type: 'text' },
    { name: 'misura', label: 'Misura', type: 'relationship', relationTo: 'misuras' },
    {
      name: 'status',
      label: 'Stato',
      type: 'text',
      admin: { description: 'Per esempio: Aperto, Chiuso, In lavorazione.' },
    },
    { name: 'beneficiari', label: 'Enti beneficiari', type: 'relationship', relationTo: 'enteBeneficiarios', hasMany: true },
    {
      name: 'updateDate',
      label: 'Data di aggiornamento',
      type: 'date',
      admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMMM yyyy' } },
    },
  ],
}
