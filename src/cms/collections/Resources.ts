import type { CollectionConfig } from 'payload'
import { BODY_LABELS, bodyBlocks } from '@/blocks/configs'
import { customUpdateDateField, misuraField, summaryField, titleField } from '../fields/common'
import { slugField } from '../fields/slug'
import { editorialRead } from './access'
import { editorialComponents, editorialHooks, editorialVersions, previewFor } from './editorial'
import { italianDate } from '../fields/dates'

export const Resources: CollectionConfig = {
  slug: 'resources',
  trash: true,
  labels: { singular: 'Risorsa', plural: 'Guide e risorse' },
  access: editorialRead,
  versions: editorialVersions,
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'data', 'updatedAt', '_status'], group: 'Contenuti', preview: previewFor('resources'), components: editorialComponents },
  hooks: editorialHooks('resources'),
  fields: [
    titleField,
    slugField(),
    summaryField,
    italianDate({ name: 'data', label: 'Data di pubblicazione', admin: { position: 'sidebar' } }),
    {
      name: 'entiBeneficiari',
      label: 'Enti beneficiari',
      type: 'relationship',
      relationTo: 'enteBeneficiarios',
      hasMany: true,
      admin: { position: 'sidebar' },
    },
    misuraField,
    customUpdateDateField,
    { name: 'body', label: 'Contenuto', type: 'blocks', labels: BODY_LABELS, blocks: bodyBlocks },
  ],
}
