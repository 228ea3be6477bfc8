import type { Block } from 'payload'
import { italianDate } from '@/cms/fields/dates'

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
    italianDate({ name: 'updateDate', label: 'Data di aggiornamento' }),
  ],
}
