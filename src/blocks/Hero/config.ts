import type { Block } from 'payload'
import { linkGroup } from '@/cms/fields/link'
import { italianDate } from '@/cms/fields/dates'

export const HeroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  labels: { singular: 'Hero', plural: 'Hero' },
  fields: [
    { name: 'title', label: 'Titolo', type: 'text', required: true },
    { name: 'description', label: 'Descrizione', type: 'textarea' },
    linkGroup('button', 'Pulsante'),
    { name: 'image', label: 'Immagine', type: 'upload', relationTo: 'media' },
    italianDate({ name: 'updateDate', label: 'Data di aggiornamento' }),
    { name: 'showBreadcrumbs', label: 'Mostra il percorso di navigazione', type: 'checkbox', defaultValue: true },
  ],
}
