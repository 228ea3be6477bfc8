import type { CollectionConfig } from 'payload'
import { beneficiariField, customUpdateDateField, titleField } from '../fields/common'
import { linkGroup } from '../fields/link'
import { editorialRead } from './access'
import { editorialComponents, editorialHooks, editorialVersions, previewFor } from './editorial'

export const Updates: CollectionConfig = {
  slug: 'updates',
  trash: true,
  labels: { singular: 'Aggiornamento', plural: 'Aggiornamenti' },
  access: editorialRead,
  versions: editorialVersions,
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'customUpdateDate', '_status'], group: 'Contenuti', preview: previewFor('updates'), components: editorialComponents },
  defaultSort: '-customUpdateDate',
  hooks: editorialHooks('updates'),
  fields: [titleField, { ...customUpdateDateField, required: true }, linkGroup('cta', 'Invito all’azione'), beneficiariField],
}
