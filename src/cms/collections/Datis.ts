import type { CollectionConfig } from 'payload'
import { BODY_LABELS, bodyBlocks } from '@/blocks/configs'
import { FILE_FORMATS, isFileUrl, LICENCES } from '@/components/datis/dataset'
import { customUpdateDateField, summaryField, titleField } from '../fields/common'
import { slugField } from '../fields/slug'
import { editorialRead } from './access'
import { editorialComponents, editorialHooks, editorialVersions, previewFor } from './editorial'

export const Datis: CollectionConfig = {
  slug: 'datis',
  trash: true,
  labels: { singular: 'Pagina di dati', plural: 'Open data' },
  access: editorialRead,
  versions: editorialVersions,
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', 'updatedAt', '_status'], group: 'Contenuti', preview: previewFor('datis'), components: editorialComponents },
  hooks: editorialHooks('datis'),
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
    { name: 'body', label: 'Contenuto', type: 'blocks', labels: BODY_LABELS, blocks: bodyBlocks },
  ],
}
