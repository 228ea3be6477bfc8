import type { CollectionConfig } from 'payload'
import { bodyBlocks } from '@/blocks/configs'
import { customUpdateDateField, summaryField, titleField } from '../fields/common'
import { slugField } from '../fields/slug'
import { revalidateSite } from '../hooks/revalidate'
import { publicRead } from './access'

export const Datis: CollectionConfig = {
  slug: 'datis',
  labels: { singular: 'Pagina di dati', plural: 'Open data' },
  access: publicRead,
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', 'updatedAt'], group: 'Contenuti' },
  hooks: revalidateSite('datis'),
  fields: [
    titleField,
    slugField(),
    summaryField,
    { name: 'licenza', label: 'Licenza dei dati', type: 'text', defaultValue: 'CC BY 4.0' },
    customUpdateDateField,
    { name: 'body', label: 'Contenuto', type: 'blocks', blocks: bodyBlocks },
  ],
}
