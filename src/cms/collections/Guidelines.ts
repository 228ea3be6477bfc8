import type { CollectionConfig } from 'payload'
import { customUpdateDateField, titleField } from '../fields/common'
import { editorialRead } from './access'
import { editorialComponents, editorialHooks, editorialVersions, previewFor } from './editorial'
import { italianNumber } from '../fields/numbers'

export const Guidelines: CollectionConfig = {
  slug: 'guidelines',
  trash: true,
  labels: { singular: 'Linea guida', plural: 'Linee guida' },
  access: editorialRead,
  versions: editorialVersions,
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'customUpdateDate', '_status'], group: 'Contenuti', preview: previewFor('guidelines'), components: editorialComponents },
  hooks: editorialHooks('guidelines'),
  fields: [
    titleField,
    { name: 'descrizione', label: 'Descrizione', type: 'textarea' },
    {
      name: 'allegato',
      label: 'Allegato',
      type: 'group',
      fields: [
        { name: 'url', label: 'Indirizzo del file', type: 'text', required: true },
        { name: 'format', label: 'Formato (es. PDF)', type: 'text', required: true },
        italianNumber({ name: 'size', label: 'Dimensione in byte', min: 0, required: true }, 'byte'),
      ],
    },
    customUpdateDateField,
  ],
}
