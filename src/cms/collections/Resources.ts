import type { CollectionConfig } from 'payload'
import { bodyBlocks } from '@/blocks/configs'
import { customUpdateDateField, misuraField, summaryField, titleField } from '../fields/common'
import { slugField } from '../fields/slug'
import { revalidateSite } from '../hooks/revalidate'
import { publicRead } from './access'

export const Resources: CollectionConfig = {
  slug: 'resources',
  trash: true,
  labels: { singular: 'Risorsa', plural: 'Guide e risorse' },
  access: publicRead,
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'data', 'updatedAt'], group: 'Contenuti' },
  hooks: revalidateSite('resources'),
  fields: [
    titleField,
    slugField(),
    summaryField,
    {
      name: 'data',
      label: 'Data di pubblicazione',
      type: 'date',
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMMM yyyy' } },
    },
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
    { name: 'body', label: 'Contenuto', type: 'blocks', blocks: bodyBlocks },
  ],
}
