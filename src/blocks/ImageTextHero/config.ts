import type { Block } from 'payload'
import { linkGroup } from '@/cms/fields/link'

export const ImageTextHeroBlock: Block = {
  slug: 'imageTextHero',
  interfaceName: 'ImageTextHeroBlock',
  labels: { singular: 'Hero con immagine e testo', plural: 'Hero con immagine e testo' },
  fields: [
    {
      name: 'title',
      label: 'Titolo della pagina',
      type: 'text',
      required: true,
      admin: { description: 'È il titolo principale: usa un solo blocco hero per pagina.' },
    },
    { name: 'text', label: 'Testo', type: 'textarea' },
    { name: 'image', label: 'Immagine', type: 'upload', relationTo: 'media', required: true },
    {
      name: 'links',
      label: 'Collegamenti',
      type: 'array',
      maxRows: 3,
      labels: { singular: 'Collegamento', plural: 'Collegamenti' },
      admin: { description: 'Il primo è mostrato come pulsante principale, gli altri come pulsanti secondari.' },
      fields: linkGroup('link', 'Collegamento', true).fields,
    },
    { name: 'showBreadcrumbs', label: 'Mostra il percorso di navigazione', type: 'checkbox', defaultValue: true },
  ],
}
