import type { CollectionConfig } from 'payload'
import { bodyBlocks } from '@/blocks/configs'
import { FILE_FORMATS, isFileUrl, LICENCES } from '@/components/datis/dataset'
import { customUpdateDateField, summaryField, titleField } from '../fields/common'
import { slugField } from '../fields/slug'
import { revalidateSite } from '../hooks/revalidate'
import { publicRead } from './access'

export const Datis: CollectionConfig = {
  slug: 'datis',
  trash: true,
  labels: { singular: 'Pagina di dati', plural: 'Open data' },
  access: publicRead,
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', 'updatedAt'], group: 'Contenuti' },
  hooks: revalidateSite('datis'),
  fields: [
    titleField,
    slugField(),
    summaryField,
    { name: 'description', label: 'Descrizione del dataset', type: 'richText', admin: { description: 'Che cosa contengono i dati, da dove vengono, ogni quanto si aggiornano.' } },
    {
      name: 'licenza',
      label: 'Licenza dei dati',
      type: 'select',
      required: true,
      defaultValue: 'CC BY 4.0',
      options: Object.entries(LICENCES).map(([value, l]) => ({ value, label: l.label })),
    },
    customUpdateDateField,
    {
      name: 'files',
      label: 'File scaricabili',
      type: 'array',
      labels: { singular: 'File', plural: 'File' },
      fields: [
        { name: 'title', label: 'Titolo', type: 'text', required: true },
        {
          name: 'url',
          label: 'Indirizzo del file',
          type: 'text',
          required: true,
          admin: { description: 'Un percorso del sito (es. /dati/progetti.csv) o un indirizzo https.' },
          validate: (value: string | null | undefined) => (isFileUrl(value) ? true : 'Inserisci un percorso del sito che inizia con / oppure un indirizzo https.'),
        },
        { type: 'row', fields: [
          { name: 'format', label: 'Formato', type: 'select', required: true, options: FILE_FORMATS.map((f) => ({ value: f, label: f })) },
          { name: 'size', label: 'Dimensione (byte)', type: 'number', min: 0, admin: { description: 'Mostrata in MB con due decimali.' } },
        ] },
      ],
    },
    { name: 'body', label: 'Contenuto', type: 'blocks', blocks: bodyBlocks },
  ],
}
